import type { CalendarConnection } from '@shortlist/domain/contract';
import type { CalendarConnectionStatus, CalendarProvider } from '@shortlist/domain/schemas';
import type { ConnectionRow } from './adapters.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A connection as a reply shows it: the credentials column never leaves the server. */
export function connectionView(row: ConnectionRow): CalendarConnection {
  return {
    id: row.id,
    interviewerEmail: row.email,
    userId: row.userId,
    provider: row.provider as CalendarProvider,
    endpoint: row.endpoint,
    account: row.account,
    status: row.status as CalendarConnectionStatus,
    lastError: row.lastError,
    lastCheckedAt: row.lastCheckedAt ? seconds(row.lastCheckedAt) : null,
    updatedAt: seconds(row.updatedAt),
  };
}
