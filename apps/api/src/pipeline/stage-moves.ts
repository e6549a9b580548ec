import { randomUUID } from 'node:crypto';
import { pipelineOrder } from '@shortlist/domain/stages';
import { and, eq, sql } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of.ts';
import type { Executor } from '../db/database.ts';
import { candidates, stageHistory, subStages } from '../db/schema/index.ts';
import { selectRows } from '../search/sql-parts.ts';
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

  // One statement whatever the count: it locks the rows (in id order, so two moves never deadlock), writes
  // each one's history from the row as it stands, and updates them; the ids travel as one array parameter.
  const assign = move.assigneeUserId === undefined ? sql`` : sql`, assignee_user_id = ${move.assigneeUserId}`;
  const now = new Date().toISOString();
  const moved = await selectRows<{ id: number }>(
    tx,
    sql`with moving as (
      select ${candidates.organizationId}, ${candidates.id}, ${candidates.stageId}, ${candidates.subStageId}
      from ${candidates}
      where ${candidates.organizationId} = ${move.organizationId} and ${isAnyOf(candidates.id, move.candidateIds)}
        and ${candidates.deletedAt} is null
      order by ${candidates.id}
      for update
    ), history as (
      insert into ${stageHistory} (${sql.join(historyColumns, sql`, `)})
      select organization_id, id, stage_id, sub_stage_id, ${move.stageId}::integer, ${target.id}::integer,
        ${move.actorUserId}::integer, ${move.reason}::text, ${batchId}::text, ${now}::timestamptz
      from moving
    )
    update ${candidates} set stage_id = ${move.stageId}, sub_stage_id = ${target.id},
      last_change_at = ${now}::timestamptz, updated_at = ${now}::timestamptz${assign}
    from moving where ${candidates.organizationId} = moving.organization_id and ${candidates.id} = moving.id
    returning ${candidates.id}`,
  );
  if (moved.length === 0) return { ids: [], batchId };
  const ids = moved.map((row) => row.id).sort((a, b) => a - b);
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
