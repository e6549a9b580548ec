import type { SubStageList } from '@shortlist/domain/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { candidates, subStages } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { invalidInput } from '../shared/failures.ts';
import type { OrganizationAccess } from './access.ts';
import type { SubStageRow } from './stages.ts';
import { toStageView } from './stages.ts';

export const subStageMessages = {
  notOfStage: 'This sub-stage is not one of this stage’s.',
  holdsCandidates: (code: string, count: number) =>
    `The sub-stage ${code} still holds ${count} ${count === 1 ? 'candidate' : 'candidates'}; move them before removing it.`,
} as const;

const ofStage = (organizationId: number, stageId: number) =>
  and(eq(subStages.organizationId, organizationId), eq(subStages.stageId, stageId));

/** How many applications (deleted ones too: they still point at it) sit in each sub-stage to be removed. */
async function occupancyOf(tx: Executor, organizationId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({ id: candidates.subStageId, total: sql<number>`count(*)::int` })
    .from(candidates)
    .where(and(eq(candidates.organizationId, organizationId), inArray(candidates.subStageId, ids)))
    .groupBy(candidates.subStageId);
  return new Map(rows.map((row) => [row.id ?? 0, Number(row.total)]));
}

function assertKnown(list: SubStageList, existing: readonly SubStageRow[]) {
  const known = new Set(existing.map((row) => row.id));
  const errors = list.subStages.flatMap((entry, index) =>
    entry.id != null && !known.has(entry.id)
      ? [{ field: `subStages.${index}.id`, message: subStageMessages.notOfStage }]
      : [],
  );
  if (errors.length > 0) throw invalidInput(subStageMessages.notOfStage, errors);
}

/** PUT /organization/{orgId}/stages/{stageId}/substages: a stage's sub-stages, their order and default. */
export function createSubStageService(db: Database, access: OrganizationAccess) {
  return {
    async saveSubStages({ user }: AuthContext, organizationId: number, stageId: number, list: SubStageList) {
      await access.findManageable(user, organizationId);
      return db.transaction(async (tx) => {
        const existing = await tx
          .select()
          .from(subStages)
          .where(ofStage(organizationId, stageId))
          .for('update');
        assertKnown(list, existing);
        const kept = new Set(list.subStages.flatMap((entry) => (entry.id == null ? [] : [entry.id])));
        const leaving = existing.filter((row) => !kept.has(row.id));
        const occupancy = await occupancyOf(
          tx,
          organizationId,
          leaving.map((row) => row.id),
        );
        const occupied = leaving.filter((row) => (occupancy.get(row.id) ?? 0) > 0);
        if (occupied.length > 0) {
          const messages = occupied.map((row) =>
            subStageMessages.holdsCandidates(row.code, occupancy.get(row.id) ?? 0),
          );
          throw invalidInput(
            messages.join(' '),
            messages.map((message) => ({ field: 'subStages', message })),
          );
        }
        // stage_history keeps the ids of removed sub-stages as history; nothing else points at them.
        if (leaving.length > 0) {
          await tx.delete(subStages).where(
            and(
              ofStage(organizationId, stageId),
              inArray(
                subStages.id,
                leaving.map((row) => row.id),
              ),
            ),
          );
        }
        for (const [orderIndex, entry] of list.subStages.entries()) {
          const values = { code: entry.code, isDefault: entry.isDefault, orderIndex };
          if (entry.id == null) {
            await tx.insert(subStages).values({ ...values, organizationId, stageId });
          } else {
            await tx
              .update(subStages)
              .set(values)
              .where(and(ofStage(organizationId, stageId), eq(subStages.id, entry.id)));
          }
        }
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'organization.sub-stages.updated',
          targetType: 'stage',
          targetId: stageId,
          details: {
            subStages: list.subStages.map((entry) => entry.code),
            removed: leaving.map((row) => row.code),
          },
        });
        const rows = await tx
          .select()
          .from(subStages)
          .where(ofStage(organizationId, stageId))
          .orderBy(asc(subStages.orderIndex), asc(subStages.id));
        return toStageView(stageId, rows);
      });
    },
  };
}
