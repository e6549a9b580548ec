import { randomUUID } from 'node:crypto';
import type { UndoneStageMoves } from '@shortlist/domain/contract';
import { stageIds } from '@shortlist/domain/stages';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { findCandidateForManager } from '../candidates/access.ts';
import type { Database, Executor } from '../db/database.ts';
import { candidates, stageHistory } from '../db/schema/index.ts';
import { cancelWaitingMessages, countGoneMessages } from '../messaging/cancelled-messages.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { clock } from '../shared/clock.ts';
import { conflict } from '../shared/failures.ts';

export const batchUndoMessages = {
  nothingToUndo:
    'There is nothing to undo: only a stage move you made in the last 30 minutes can be undone, and only once.',
} as const;

// Decision: a move can be undone for 30 minutes, by the manager who made it; older moves are history.
export const undoWindowMinutes = 30;
const minute = 60 * 1000;

// Only a manager's own moves are undoable; scheduling, copies and recorded applications carry their own
// records (invitations, bookings, new applications) that a stage reversal would leave inconsistent.
const undoableReasons: readonly string[] = ['move', 'bulk', 'fast-track'];

type HistoryRow = typeof stageHistory.$inferSelect;

/** Whether a candidate's latest history row is a move this caller may still undo. */
export function isUndoableBy(
  row: Pick<HistoryRow, 'batchId' | 'fromStageId' | 'reason' | 'actorUserId' | 'createdAt'> | undefined,
  user: Pick<UserRow, 'id'>,
  now: Date,
): row is HistoryRow & { batchId: string } {
  return (
    row !== undefined &&
    row.batchId !== null &&
    row.fromStageId !== null &&
    undoableReasons.includes(row.reason) &&
    row.actorUserId === user.id &&
    row.createdAt.getTime() > now.getTime() - undoWindowMinutes * minute
  );
}

async function latestHistoryRow(
  tx: Executor,
  organizationId: number,
  candidateId: number,
): Promise<HistoryRow | undefined> {
  const [row] = await tx
    .select()
    .from(stageHistory)
    .where(and(eq(stageHistory.organizationId, organizationId), eq(stageHistory.candidateId, candidateId)))
    .orderBy(desc(stageHistory.createdAt), desc(stageHistory.id))
    .limit(1);
  return row;
}

/** What an undo takes back: the whole batch of the candidate's latest move, or that one candidate's move only. */
export type UndoScope = 'batch' | 'candidate';

/**
 * POST /candidate/{id}/undo of a live candidate: its latest stage move, when the caller made it within 30
 * minutes, is undone for the whole batch it belongs to. Every candidate of the batch whose latest history
 * row is still of that batch goes back to its from stage and sub-stage, in one transaction and one
 * statement, with an 'undo' history row each and no message; those moved on since keep their place. The
 * batch's messages to them still waiting are cancelled; the reply counts those and the ones already gone.
 * With scope 'candidate' (POST /candidate/{id}/undo-move, the record's stage history) only this candidate
 * goes back and only its messages of the batch are cancelled; the rest of the batch keeps its move.
 */
export async function undoLatestStageMove(
  db: Database,
  user: UserRow,
  candidateId: number,
  scope: UndoScope = 'batch',
): Promise<UndoneStageMoves> {
  return db.transaction(async (tx) => {
    const anchor = await findCandidateForManager(tx, user, candidateId);
    const organizationId = anchor.organizationId;
    const now = clock.now();
    const latest = await latestHistoryRow(tx, organizationId, anchor.id);
    if (!isUndoableBy(latest, user, now)) throw conflict(batchUndoMessages.nothingToUndo);
    const batchId = latest.batchId;

    // Lock the batch's candidates (or the one) first, so a concurrent move or undo of any of them waits for this one.
    const inBatch =
      scope === 'candidate'
        ? sql`(${anchor.id}::integer)`
        : sql`(select candidate_id from ${stageHistory}
      where organization_id = ${organizationId}::integer and batch_id = ${batchId}::text)`;
    await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        and(
          eq(candidates.organizationId, organizationId),
          sql`${candidates.id} in ${inBatch}`,
          isNull(candidates.deletedAt),
        ),
      )
      .orderBy(candidates.id)
      .for('update');

    // The latest row per candidate is read before the statement's own writes (one snapshot), so the
    // update and the history rows it writes agree on who is still where the batch left them.
    const result = (await tx.execute(sql`
      with latest as (
        select distinct on (h.candidate_id) h.candidate_id, h.batch_id, h.from_stage_id, h.from_sub_stage_id,
          h.to_stage_id, h.to_sub_stage_id
        from ${stageHistory} h
        where h.organization_id = ${organizationId}::integer and h.candidate_id in ${inBatch}
        order by h.candidate_id, h.created_at desc, h.id desc
      ),
      undone as (
        update ${candidates} c
        set stage_id = l.from_stage_id, sub_stage_id = l.from_sub_stage_id,
          -- An undone rejection takes its reason with it.
          rejection_reason_id = case when l.from_stage_id = ${stageIds.rejected}::integer then c.rejection_reason_id end,
          rejected_by_user_id = case when l.from_stage_id = ${stageIds.rejected}::integer then c.rejected_by_user_id end,
          rejected_at = case when l.from_stage_id = ${stageIds.rejected}::integer then c.rejected_at end,
          last_change_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
        from latest l
        where c.id = l.candidate_id and c.organization_id = ${organizationId}::integer and c.deleted_at is null
          and l.batch_id = ${batchId}::text and l.from_stage_id is not null
          and c.stage_id = l.to_stage_id and c.sub_stage_id is not distinct from l.to_sub_stage_id
        returning c.id, l.from_stage_id, l.from_sub_stage_id, l.to_stage_id, l.to_sub_stage_id
      ),
      written as (
        insert into ${stageHistory} (organization_id, candidate_id, from_stage_id, from_sub_stage_id,
          to_stage_id, to_sub_stage_id, actor_user_id, reason, batch_id, created_at)
        select ${organizationId}::integer, id, to_stage_id, to_sub_stage_id, from_stage_id, from_sub_stage_id,
          ${user.id}::integer, 'undo', ${randomUUID()}::text, ${now.toISOString()}::timestamptz
        from undone
        returning candidate_id
      )
      select candidate_id from written`)) as unknown as { rows: { candidate_id: number }[] };
    const undoneIds = result.rows.map((row) => Number(row.candidate_id));
    const undone = undoneIds.length;
    if (undone === 0) throw conflict(batchUndoMessages.nothingToUndo);
    // Issue 32: what the batch still holds for them never goes; what was handed over has gone, and is said so.
    const batchOfUndone = { organizationId, candidateIds: undoneIds, batchId };
    const cancelledMessages = await cancelWaitingMessages(tx, { ...batchOfUndone, reason: 'undone' });
    const goneMessages = await countGoneMessages(tx, batchOfUndone);

    await recordAudit(tx, {
      actorUserId: user.id,
      organizationId,
      action: 'candidate.stage.undo',
      targetType: 'candidate',
      targetId: undone === 1 ? anchor.id : null,
      details: { count: undone, batchId, scope, cancelledMessages, goneMessages },
    });
    return { undone, batchId, cancelledMessages, goneMessages };
  });
}
