import type { ContextualFlagKey } from '@shortlist/domain/contextual';
import { contextualFlagKeys } from '@shortlist/domain/contextual';
import type { ScreeningQueue, ScreeningQueueEntry } from '@shortlist/domain/contract';
import type { ScreeningQueueQuery } from '@shortlist/domain/schemas';
import { and, count, eq, not, sql } from 'drizzle-orm';
import { assertManagerOf } from '../candidates/access.ts';
import type { Database } from '../db/database.ts';
import { candidateProfiles, candidates, roles, users } from '../db/schema/index.ts';
import { blindStageIdsOf } from '../review/blind-review.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { invalidInput } from '../shared/failures.ts';
import { inQueue, isHeld, isScreeningStage, queueOrder, screeningStageIds } from './queue-selection.ts';
import { screeningName } from './screening-name.ts';

const isFlagKey = (key: string): key is ContextualFlagKey =>
  (contextualFlagKeys as readonly string[]).includes(key);

/** How many candidates one reply lists; the counts cover the whole queue. */
export const queuePageSize = 200;

export const screeningQueueMessages = {
  notScreeningStage:
    'Choose one of the application-screen stages (Applied, For review, For application review).',
} as const;

/** GET /organization/{orgId}/screening: the candidates waiting to be screened (or those held), oldest first. */
export function createScreeningQueueService(db: Database) {
  return {
    async queue(user: UserRow, organizationId: number, query: ScreeningQueueQuery): Promise<ScreeningQueue> {
      assertManagerOf(user, organizationId);
      if (query.stageId !== undefined && !isScreeningStage(query.stageId)) {
        const message = screeningQueueMessages.notScreeningStage;
        throw invalidInput(message, [{ field: 'stageId', message }]);
      }
      const selection = inQueue({ organizationId, roleId: query.roleId, stageId: query.stageId });
      const [counts] = await db
        .select({ total: count(), held: sql<number>`count(*) filter (where ${isHeld})`.mapWith(Number) })
        .from(candidates)
        .where(selection);
      const held = counts?.held ?? 0;
      const rows = await db
        .select({
          id: candidates.id,
          stageId: candidates.stageId,
          revealedAt: candidates.revealedAt,
          appliedAt: candidates.appliedAt,
          firstName: users.firstName,
          lastName: users.lastName,
          anonymised: users.anonymised,
          roleId: roles.id,
          roleName: roles.name,
          contextualFlags: candidateProfiles.contextualFlags,
        })
        .from(candidates)
        .innerJoin(users, eq(users.id, candidates.userId))
        .leftJoin(roles, eq(roles.id, candidates.roleId))
        .leftJoin(candidateProfiles, eq(candidateProfiles.userId, candidates.userId))
        .where(and(selection, query.held === true ? isHeld : not(isHeld)))
        .orderBy(...queueOrder)
        .limit(queuePageSize);
      const blindStageIds = await blindStageIdsOf(db, organizationId);
      return {
        stageIds: query.stageId === undefined ? [...screeningStageIds] : [query.stageId],
        remaining: (counts?.total ?? 0) - held,
        held,
        candidates: rows.map(
          (row): ScreeningQueueEntry => ({
            id: row.id,
            name: screeningName(row, blindStageIds),
            role:
              row.roleId === null || row.roleName === null ? null : { id: row.roleId, name: row.roleName },
            stageId: row.stageId,
            appliedAt: row.appliedAt?.toISOString() ?? null,
            contextualFlags: (row.contextualFlags ?? []).filter(isFlagKey),
          }),
        ),
      };
    },
  };
}
