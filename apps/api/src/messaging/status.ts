import type { OutboxRow } from './outbox-rows.ts';

export type MessageStatus = 'queued' | 'sent' | 'failed' | 'unknown';

/**
 * Sent once a transport took it, failed once retries ran out or it was refused, unknown when it was handed
 * over and its outcome could not be learnt (it probably arrived and is not sent again), queued until then.
 */
export function messageStatusOf(row: Pick<OutboxRow, 'sentAt' | 'failedAt' | 'handedOverAt'>): MessageStatus {
  if (row.sentAt) return 'sent';
  if (row.failedAt) return row.handedOverAt ? 'unknown' : 'failed';
  return 'queued';
}
