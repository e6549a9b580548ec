import { meetingHoursIntervals } from '@shortlist/domain/meeting-hours';
import type { IsFree } from '@shortlist/domain/panels';
import { overlaps } from '@shortlist/domain/panels';
import { and, arrayOverlaps, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { interviewInvitations, scheduleSlots } from '../db/schema/index.ts';
import { interviewerHours } from '../meeting-hours/meeting-hours-store.ts';

/** A time an interviewer cannot sit, and why: an interview, their own calendar, or outside their hours. */
export type BusyInterval =
  | {
      start: Date;
      end: Date;
      source: 'slot';
      slotId: number;
      /** A candidate holds the slot (an interview that happens), not only a panel assigned in advance. */
      booked: boolean;
    }
  | { start: Date; end: Date; source: 'calendar' | 'hours' };

/** Busy times read from interviewers' connected calendars (calendars/calendar-busy.ts), by lower-cased email. */
export type CalendarBusyTimes = ReadonlyMap<string, readonly { start: Date; end: Date }[]>;

export interface AvailabilityQuery {
  organizationId: number;
  emails: readonly string[];
  /** Only busy times touching this range are read. */
  from: Date;
  to: Date;
  /** Slots being re-staffed by the caller, whose panels do not count against anyone. */
  ignoreSlotIds?: readonly number[];
  /** Read before the transaction, as calendars answer over the network. */
  calendarBusy?: CalendarBusyTimes;
}

/**
 * Every busy interval of each interviewer in the range: the organisation's slots (booked or only assigned, in
 * any schedule) that name them, their calendar's busy times, and the time outside their meeting hours (their
 * own, else the organisation's). The one place availability is read.
 */
export async function interviewerBusyIntervals(
  tx: Executor,
  query: AvailabilityQuery,
): Promise<Map<string, BusyInterval[]>> {
  const busy = new Map<string, BusyInterval[]>(query.emails.map((email) => [email, []]));
  if (query.emails.length === 0) return busy;
  const rows = await tx
    .select({
      id: scheduleSlots.id,
      startAt: scheduleSlots.startAt,
      endAt: scheduleSlots.endAt,
      interviewerEmails: scheduleSlots.interviewerEmails,
      bookedBy: interviewInvitations.id,
    })
    .from(scheduleSlots)
    .leftJoin(
      interviewInvitations,
      and(
        eq(interviewInvitations.organizationId, scheduleSlots.organizationId),
        eq(interviewInvitations.bookedSlotId, scheduleSlots.id),
      ),
    )
    .where(
      and(
        eq(scheduleSlots.organizationId, query.organizationId),
        arrayOverlaps(scheduleSlots.interviewerEmails, [...query.emails]),
        lt(scheduleSlots.startAt, query.to),
        gt(scheduleSlots.endAt, query.from),
        ...(query.ignoreSlotIds && query.ignoreSlotIds.length > 0
          ? [notInArray(scheduleSlots.id, [...query.ignoreSlotIds])]
          : []),
      ),
    );
  for (const row of rows) {
    for (const email of row.interviewerEmails) {
      busy.get(email)?.push({
        start: row.startAt,
        end: row.endAt,
        source: 'slot',
        slotId: row.id,
        booked: row.bookedBy !== null,
      });
    }
  }
  const { zone, hours } = await interviewerHours(tx, query.organizationId, query.emails);
  for (const [email, intervals] of busy) {
    for (const interval of query.calendarBusy?.get(email.toLowerCase()) ?? []) {
      intervals.push({ start: interval.start, end: interval.end, source: 'calendar' });
    }
    const own = hours.get(email.toLowerCase());
    if (own) intervals.push(...outsideHours(meetingHoursIntervals(own, query.from, query.to, zone), query));
  }
  return busy;
}

/** The gaps of the range that the allowed intervals leave (they come sorted and apart). */
function outsideHours(
  allowed: readonly { start: Date; end: Date }[],
  range: { from: Date; to: Date },
): BusyInterval[] {
  const gaps: BusyInterval[] = [];
  let cursor = range.from;
  for (const interval of allowed) {
    if (interval.start > cursor) gaps.push({ start: cursor, end: interval.start, source: 'hours' });
    if (interval.end > cursor) cursor = interval.end;
  }
  if (cursor < range.to) gaps.push({ start: cursor, end: range.to, source: 'hours' });
  return gaps;
}

/** Interviews each person already sits (booked or assigned), for the daily maximum. */
export function interviewsSat(busy: ReadonlyMap<string, readonly BusyInterval[]>) {
  return [...busy].flatMap(([email, intervals]) =>
    intervals.filter((interval) => interval.source === 'slot').map(({ start }) => ({ email, start })),
  );
}

/** The domain's `isFree` over busy intervals read once. */
export function freeOutside(busy: ReadonlyMap<string, readonly BusyInterval[]>): IsFree {
  return (email, start, end) =>
    !(busy.get(email) ?? []).some((interval) => overlaps(interval, { start, end }));
}
