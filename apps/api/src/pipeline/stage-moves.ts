import { randomUUID } from 'node:crypto';
import type { StageMoveMessageChoice } from '@shortlist/domain/schemas';
import { messagePolicyMessages } from '@shortlist/domain/schemas';
import { choosableTemplates, pipelineOrder, stageIds } from '@shortlist/domain/stages';
import { and, eq, sql } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of.ts';
import type { Executor } from '../db/database.ts';
import { candidates, stageHistory, subStages } from '../db/schema/index.ts';
import { assertRejectionReason } from '../message-policies/rejection-reasons.ts';
import { cancelWaitingMessages } from '../messaging/cancelled-messages.ts';
import { selectRows } from '../search/sql-parts.ts';
import { recordAudit } from '../shared/audit.ts';
import { clock } from '../shared/clock.ts';
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
  /** Issue 32: the mover's choice over the stage's message policy (another template, or nothing). */
  message?: StageMoveMessageChoice | undefined;
  /** Issue 32: why, for a move to Rejected that tells candidates (a hiring decision): required. */
  rejectionReasonId?: string | undefined;
}

/** The mover's template must suit the stage: a rejection's wording only for Rejected (400 on message). */
function assertChoiceOfStage(stageId: number, choice: StageMoveMessageChoice | undefined) {
  if (!choice || !('template' in choice)) return;
  if ((choosableTemplates(stageId) as readonly string[]).includes(choice.template)) return;
  const message = messagePolicyMessages.templateOfStage;
  throw invalidInput(message, [{ field: 'message', message }]);
}

/** Issue 32: what every move may say about its message, and a rejection's reason. */
export interface MoveChoice {
  message?: StageMoveMessageChoice | undefined;
  rejectionReasonId?: string | undefined;
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
  const notify = move.notify !== false;
  if (notify) assertChoiceOfStage(move.stageId, move.message);
  // A hiring decision to reject keeps its reason, with who gave it and when; a silent correction needs none.
  const rejecting = move.stageId === stageIds.rejected;
  const reasonId =
    rejecting && notify ? await assertRejectionReason(tx, move.organizationId, move.rejectionReasonId) : null;
  const batchId = randomUUID();
  if (move.candidateIds.length === 0) return { ids: [], batchId };

  // One statement whatever the count: it locks the rows (in id order, so two moves never deadlock), writes
  // each one's history from the row as it stands, and updates them; the ids travel as one array parameter.
  const assign = move.assigneeUserId === undefined ? sql`` : sql`, assignee_user_id = ${move.assigneeUserId}`;
  const now = clock.now().toISOString();
  const rejection = rejecting
    ? sql`, rejection_reason_id = ${reasonId}::text, rejected_by_user_id = ${move.actorUserId}::integer,
        rejected_at = ${now}::timestamptz`
    : sql`, rejection_reason_id = null, rejected_by_user_id = null, rejected_at = null`;
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
      last_change_at = ${now}::timestamptz, updated_at = ${now}::timestamptz${assign}${rejection}
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
      ...(reasonId === null ? {} : { rejectionReasonId: reasonId }),
      ...(move.message === undefined ? {} : { message: move.message }),
    },
  });
  if (notify) {
    // What an earlier move still holds for these candidates is out of date now: it never goes.
    await cancelWaitingMessages(tx, {
      organizationId: move.organizationId,
      candidateIds: ids,
      reason: 'moved-again',
    });
    await notifyCandidates(tx, {
      organizationId: move.organizationId,
      candidateIds: ids,
      stageId: move.stageId,
      subStageId: target.id,
      batchId,
      choice: move.message,
    });
  }
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
