import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { eventRegistrations } from '../db/schema/index.ts';
import type { EventCounts } from './views.ts';

const none: EventCounts = { registered: 0, waitlisted: 0, attended: 0 };

/** Places taken, people waiting and attendance per event, counted in one query. */
export async function countRegistrations(
  executor: Executor,
  eventIds: readonly number[],
): Promise<(eventId: number) => EventCounts> {
  if (eventIds.length === 0) return () => none;
  const rows = await executor
    .select({
      eventId: eventRegistrations.eventId,
      registered: sql<number>`(count(*) filter (where ${eventRegistrations.status} = 'REGISTERED'))::int`,
      waitlisted: sql<number>`(count(*) filter (where ${eventRegistrations.status} = 'WAITLISTED'))::int`,
      attended: sql<number>`(count(*) filter (where ${eventRegistrations.attendance} = 'ATTENDED'))::int`,
    })
    .from(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, [...eventIds]))
    .groupBy(eventRegistrations.eventId);
  const byEvent = new Map(rows.map(({ eventId, ...counts }) => [eventId, counts]));
  return (eventId) => byEvent.get(eventId) ?? none;
}
