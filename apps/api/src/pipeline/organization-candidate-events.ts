import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { eventRegistrations, events, users } from '../db/schema/index.ts';

/**
 * The organisation's events the person registered for (by account, or by their email when they registered
 * before signing in), earliest first, with whether they attended.
 */
export async function listCandidateEvents(executor: Executor, organizationId: number, userId: number) {
  const personEmail = executor
    .select({ email: sql`lower(${users.email})` })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await executor
    .select({
      eventId: events.id,
      name: events.name,
      startsAt: events.startsAt,
      attendance: eventRegistrations.attendance,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(eventRegistrations.organizationId, organizationId),
        eq(events.organizationId, organizationId),
        or(eq(eventRegistrations.userId, userId), sql`lower(${eventRegistrations.email}) = (${personEmail})`),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
  return rows.map((row) => ({
    eventId: row.eventId,
    name: row.name,
    startsAt: row.startsAt.toISOString(),
    attended: row.attendance === 'ATTENDED',
  }));
}
