import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import type { MessageCancelReason } from '../db/schema/index.ts';
import { candidates, outbox } from '../db/schema/index.ts';
import { clock } from '../shared/clock.ts';

/** Which stage-move messages to cancel: an organisation's, of some candidates, optionally of one batch. */
export interface MessagesToCancel {
  organizationId: number;
  candidateIds: readonly number[];
  batchId?: string;
  reason: MessageCancelReason;
}

const ofSelection = (which: Omit<MessagesToCancel, 'reason'>): SQL =>
  sql`${outbox.organizationId} = ${which.organizationId}::integer
    and ${outbox.candidateId} = any(${sql.param([...which.candidateIds])}::integer[])
    and ${outbox.batchId} ${which.batchId === undefined ? sql`is not null` : sql`= ${which.batchId}::text`}`;

/**
 * Issue 32: cancels the stage-move messages of these candidates not yet handed over (waiting for their time,
 * or between attempts). A delivery that claimed one before this commits finds it cancelled when it tries to
 * mark the hand-over (`markHandedOver`) and stops before anything reaches a receiver; one already handed over
 * has gone. The outbox never claims a cancelled row. Returns how many were cancelled.
 */
export async function cancelWaitingMessages(tx: Executor, which: MessagesToCancel): Promise<number> {
  if (which.candidateIds.length === 0) return 0;
  const result = (await tx.execute(sql`
    update ${outbox} set cancelled_at = ${clock.sqlNow()}, cancel_reason = ${which.reason}::text
    where ${ofSelection(which)}
      and ${outbox.handedOverAt} is null and ${outbox.sentAt} is null and ${outbox.failedAt} is null
      and ${outbox.cancelledAt} is null
    returning ${outbox.id}`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** The batch's messages to these candidates that were not cancelled: handed over, sent, or ended failed. */
export async function countGoneMessages(
  tx: Executor,
  which: Omit<MessagesToCancel, 'reason'>,
): Promise<number> {
  if (which.candidateIds.length === 0) return 0;
  const result = (await tx.execute(sql`
    select count(*)::integer as gone from ${outbox}
    where ${ofSelection(which)} and ${outbox.cancelledAt} is null`)) as unknown as {
    rows: { gone: number }[];
  };
  return Number(result.rows[0]?.gone ?? 0);
}

/**
 * True (per row of `candidates`) while a stage-move message about the application still waits: held, scheduled
 * or between attempts, not yet handed over. The portal reads a rejection whose news still waits as In review.
 * Written out in full: drizzle leaves a one-table select's columns unqualified, which the subquery would rebind.
 */
export function stageMoveMessageWaitingSql(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from outbox waiting
    where waiting.organization_id = ${candidates}.organization_id and waiting.candidate_id = ${candidates}.id
      and waiting.batch_id is not null and waiting.handed_over_at is null and waiting.sent_at is null
      and waiting.failed_at is null and waiting.cancelled_at is null)`;
}
