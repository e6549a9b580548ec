import type { FilterAssignReply, FilterFastTrackReply } from '@shortlist/domain/contract';
import type { SearchFilter } from '@shortlist/domain/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of.ts';
import type { Database } from '../db/database.ts';
import { candidates } from '../db/schema/index.ts';
import { findAssignableManager } from '../pipeline/assignment.ts';
import type { MoveChoice } from '../pipeline/stage-moves.ts';
import { moveCandidates, stagesBefore } from '../pipeline/stage-moves.ts';
import type { RequestOrganization } from '../reference-data/reference-data.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { resolveCriteria } from './criteria.ts';
import { buildIdQuery } from './query.ts';
import { resolveScopeOrganization } from './scope.ts';
import { assertSpecialCategoryUse } from './special-category.ts';
import { isAnyId, selectRows } from './sql-parts.ts';

/**
 * Actions over a selection sent as the search filter object (explicit ids, or the whole search minus its
 * unselectedIds): assignment and fast-track. Each covers the caller's organisation only and runs in one
 * transaction, set-wise, so 10,000 candidates take one request and a failure changes none.
 */
export function createBulkActionService(db: Database) {
  return {
    /** POST /candidate/bulkassign/filter/{userId}: every selected candidate to one manager of the organisation. */
    async assignByFilter(
      auth: AuthContext,
      request: RequestOrganization,
      assigneeUserId: number,
      filter: SearchFilter,
    ): Promise<FilterAssignReply> {
      return db.transaction(async (tx) => {
        const organizationId = await resolveScopeOrganization(tx, auth.user, request);
        const assignee = await findAssignableManager(tx, organizationId, assigneeUserId);
        await assertSpecialCategoryUse(tx, auth, organizationId, filter);
        const selected = await selectRows<{ id: number }>(
          tx,
          buildIdQuery(await resolveCriteria(tx, { organizationId, filter })),
        );
        const ids = selected.map((row) => row.id);
        if (ids.length === 0) return { assigned: 0 };
        // Decision: `assigned` counts every selected candidate, those already with this manager included,
        // so it matches the count the console showed before the action; only changed rows are written.
        await tx
          .update(candidates)
          .set({ assigneeUserId: assignee.id, updatedAt: new Date() })
          .where(
            and(
              eq(candidates.organizationId, organizationId),
              isAnyOf(candidates.id, ids),
              isNull(candidates.deletedAt),
              sql`${candidates.assigneeUserId} is distinct from ${assignee.id}::integer`,
            ),
          );
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId,
          action: 'candidate.assignee.bulk',
          targetType: 'candidate',
          targetId: null,
          details: { count: ids.length, assigneeUserId: assignee.id },
        });
        return { assigned: ids.length };
      });
    },

    /**
     * POST /candidate/fasttrack/filter/{stageId}/{substageId}: the selected candidates at a stage before the
     * target move straight to it (fastTrack's rule); those at or past it stay put.
     */
    async fastTrackByFilter(
      auth: AuthContext,
      request: RequestOrganization,
      target: { stageId: number; substageId: number },
      filter: SearchFilter & MoveChoice,
    ): Promise<FilterFastTrackReply> {
      return db.transaction(async (tx) => {
        const organizationId = await resolveScopeOrganization(tx, auth.user, request);
        await assertSpecialCategoryUse(tx, auth, organizationId, filter);
        const selection = buildIdQuery(await resolveCriteria(tx, { organizationId, filter }));
        const eligible = await selectRows<{ id: number }>(
          tx,
          sql`select s.id from (${selection}) s join ${candidates} e on e.id = s.id
            where ${isAnyId(sql`e.stage_id`, stagesBefore(target.stageId))} order by s.id`,
        );
        const moved = await moveCandidates(tx, {
          actorUserId: auth.user.id,
          organizationId,
          candidateIds: eligible.map((row) => row.id),
          stageId: target.stageId,
          subStageId: target.substageId,
          reason: 'fast-track',
          message: filter.message,
          rejectionReasonId: filter.rejectionReasonId,
        });
        return { moved: moved.ids.length, batchId: moved.batchId, undoCandidateId: moved.ids[0] ?? null };
      });
    },
  };
}

export type BulkActionService = ReturnType<typeof createBulkActionService>;
