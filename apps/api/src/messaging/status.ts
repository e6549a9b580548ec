import { clock } from '../shared/clock.ts';
import type { OutboxRow } from './outbox-rows.ts';

export type MessageStatus = 'scheduled' | 'queued' | 'sent' | 'failed' | 'unknown' | 'cancelled';

type StatusFields = Pick<
  OutboxRow,
  'sentAt' | 'failedAt' | 'handedOverAt' | 'cancelledAt' | 'batchId' | 'attempts' | 'nextAttemptAt'
>;

/**
 * Sent once a transport took it, failed once retries ran out or it was refused, unknown when it was handed
 * over and its outcome could not be learnt (it probably arrived and is not sent again), cancelled when an undo
 * or a later move stopped it first, scheduled while a stage move's message waits for its time (issue 32),
 * queued until then.
 */
export function messageStatusOf(row: StatusFields, now: Date = clock.now()): MessageStatus {
  if (row.cancelledAt) return 'cancelled';
  if (row.sentAt) return 'sent';
  if (row.failedAt) return row.handedOverAt ? 'unknown' : 'failed';
  if (isWaitingForItsTime(row, now)) return 'scheduled';
  return 'queued';
}

/** A stage move's message held or scheduled and not yet due: the time it goes is shown with it. */
export function isWaitingForItsTime(row: StatusFields, now: Date): boolean {
  return row.batchId !== null && row.attempts === 0 && row.nextAttemptAt.getTime() > now.getTime();
}
