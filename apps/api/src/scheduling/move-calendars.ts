import { and, eq, inArray } from 'drizzle-orm';
import type { BusyLookup, CalendarBusyService } from '../calendars/calendar-busy.ts';
import type { Database } from '../db/database.ts';
import { interviewSchedules, scheduleSlots } from '../db/schema/index.ts';

const noLookup: BusyLookup = { busy: new Map(), unchecked: [], notConnected: [] };

/**
 * Before a move's transaction (calendars answer over the network): the busy times, asked afresh, of everyone
 * who may sit the moved interview's panel: the two slots' panels and the schedule's pool, over both times.
 * The caller has checked the schedule is theirs; a calendar that does not answer comes back unchecked and the
 * move goes ahead on what is known.
 */
export async function movePanelCalendars(
  db: Database,
  calendars: Pick<CalendarBusyService, 'calendarBusy'>,
  organizationId: number,
  scheduleId: number,
  slotIds: readonly (number | null)[],
): Promise<BusyLookup> {
  const ids = slotIds.filter((id): id is number => id !== null);
  if (ids.length < 2) return noLookup;
  const [schedule] = await db
    .select({ pool: interviewSchedules.interviewerEmails })
    .from(interviewSchedules)
    .where(and(eq(interviewSchedules.organizationId, organizationId), eq(interviewSchedules.id, scheduleId)));
  const slots = await db
    .select()
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.organizationId, organizationId),
        eq(scheduleSlots.scheduleId, scheduleId),
        inArray(scheduleSlots.id, ids),
      ),
    );
  if (!schedule || slots.length < 2) return noLookup;
  const emails = [...new Set([...schedule.pool, ...slots.flatMap((slot) => slot.interviewerEmails)])];
  const from = new Date(Math.min(...slots.map((slot) => slot.startAt.getTime())));
  const to = new Date(Math.max(...slots.map((slot) => slot.endAt.getTime())));
  return calendars.calendarBusy(organizationId, emails, from, to, { fresh: true });
}
