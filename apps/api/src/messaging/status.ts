import type { OutboxRow } from './outbox-rows.ts';

export type MessageStatus = 'queued' | 'sent' | 'failed';

/** Sent once a transport took it, failed once retries ran out or it was refused, queued until then. */
export function messageStatusOf(row: Pick<OutboxRow, 'sentAt' | 'failedAt'>): MessageStatus {
  if (row.sentAt) return 'sent';
  if (row.failedAt) return 'failed';
  return 'queued';
}
