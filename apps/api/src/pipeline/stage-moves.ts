import { randomUUID } from 'node:crypto';
import { pipelineOrder } from '@shortlist/domain/stages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of.ts';
import type { Executor } from '../db/database.ts';
import { candidates, stageHistory, subStages } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { invalidInput } from '../shared/failures.ts';
import { notifyCandidates } from './stage-move-messages.ts';

export const stageMoveMessages = {
  unknownStage: 'Choose a stage and sub-stage of this organisation.',
} as const;

export interface StageMove {
  actorUserId: number;
  organizationId: number;
  candidateIds: readonly number[];
  stageId: number;
  /** A sub-stage of the stage; null picks the stage's default sub-stage. */
  subStageId: number | null;
  /** Why: 'move', 'bulk', 'fast-track', 'undo', ... kept in the stage history. */
  reason: string;
  /** The audit action when the reason is a person's own words (a screening decision); else from the reason. */
  auditAction?: string;
  /** Tell candidates by email or text (their contact preferences decide); off for silent corrections. */
  notify?: boolean;
  /** Also assign the moved candidates to this manager, in the same UPDATE. */
  assigneeUserId?: number;
}

/** The candidates one action moved, and the batch id their history rows share (what undo undoes). */
export interface MovedBatch {
  ids: number[];
  batchId: string;
}

/**
 * Moves candidates of one organisation to a stage and sub-stage in the caller's transaction: one update,
 * one history row per candidate (all with one new batch id), one audit row, and a message to each
 * candidate. Ids of other organisations' or deleted candidates are ignored; the ids actually moved are
 * returned with the batch id.
 */
export async function moveCandidates(tx: Executor, move: StageMove): Promise<MovedBatch> {
  const target = await resolveSubStage(tx, move.organizationId, move.stageId, move.subStageId);
  const batchId = randomUUID();
  if (move.candidateIds.length === 0) return { ids: [], batchId };

  // Set-based whatever the count: the ids travel as one array parameter, so 10,000 ids stay one statement each.
  const locked = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        eq(candidates.organizationId, move.organizationId),
        isAnyOf(candidates.id, move.candidateIds),
        isNull(candidates.deletedAt),
      ),
    )
    .orderBy(candidates.id)
    .for('update');
  if (locked.length === 0) return { ids: [], batchId };
  const ids = locked.map((row) => row.id);
  const inOrganization = and(eq(candidates.organizationId, move.organizationId), isAnyOf(candidates.id, ids));
  const now = new Date();
  // One INSERT ... SELECT writes every history row from the rows as they stand before the update.
  await tx.execute(sql`
    insert into ${stageHistory} (${sql.join(historyColumns, sql`, `)})
    select ${candidates.organizationId}, ${candidates.id}, ${candidates.stageId}, ${candidates.subStageId},
      ${move.stageId}::integer, ${target.id}::integer, ${move.actorUserId}::integer, ${move.reason}::text,
      ${batchId}::text, ${now.toISOString()}::timestamptz
    from ${candidates} where ${inOrganization}`);
  await tx
    .update(candidates)
    .set({
      stageId: move.stageId,
      subStageId: target.id,
      lastChangeAt: now,
      updatedAt: now,
      ...(move.assigneeUserId === undefined ? {} : { assigneeUserId: move.assigneeUserId }),
    })
    .where(inOrganization);
  await recordAudit(tx, {
    actorUserId: move.actorUserId,
    organizationId: move.organizationId,
    action: move.auditAction ?? `candidate.stage.${move.reason}`,
    targetType: 'candidate',
    targetId: ids.length === 1 ? ids[0] : null,
    details: {
      count: ids.length,
      stageId: move.stageId,
      subStageId: target.id,
      batchId,
      ...(move.assigneeUserId === undefined ? {} : { assigneeUserId: move.assigneeUserId }),
    },
  });
  if (move.notify !== false) await notifyCandidates(tx, move.organizationId, ids, move.stageId);
  return { ids, batchId };
}

const historyColumns = [
  stageHistory.organizationId,
  stageHistory.candidateId,
  stageHistory.fromStageId,
  stageHistory.fromSubStageId,
  stageHistory.toStageId,
  stageHistory.toSubStageId,
  stageHistory.actorUserId,
  stageHistory.reason,
  stageHistory.batchId,
  stageHistory.createdAt,
].map((column) => sql.identifier(column.name));

/** The stages a fast-track may start from: every stage before the target, so nobody is moved backwards. */
export function stagesBefore(stageId: number): number[] {
  const order: readonly number[] = pipelineOrder;
  const index = order.indexOf(stageId);
  return index === -1 ? [] : order.slice(0, index);
}

/** The sub-stage to land on: the one named (it must belong to the stage and organisation) or the default. */
export async function resolveSubStage(
  tx: Executor,
  organizationId: number,
  stageId: number,
  subStageId: number | null,
) {
  const rows = await tx
    .select()
    .from(subStages)
    .where(and(eq(subStages.organizationId, organizationId), eq(subStages.stageId, stageId)))
    .orderBy(subStages.orderIndex);
  const target =
    subStageId === null
      ? (rows.find((row) => row.isDefault) ?? rows[0])
      : rows.find((row) => row.id === subStageId);
  if (!target) {
    throw invalidInput(stageMoveMessages.unknownStage, [
      { field: subStageId === null ? 'stageId' : 'substageId', message: stageMoveMessages.unknownStage },
    ]);
  }
  return target;
}
