import type { IsFree } from '@shortlist/domain/panels';
import { overlaps } from '@shortlist/domain/panels';
import { and, arrayOverlaps, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { interviewInvitations, scheduleSlots } from '../db/schema/index.ts';

/** A time an interviewer cannot sit, and why (later sources: calendar busy times, meeting hours). */
export interface BusyInterval {
  start: Date;
  end: Date;
  source: 'slot';
  slotId: number;
  /** A candidate holds the slot (an interview that happens), not only a panel assigned in advance. */
  booked: boolean;
}

export interface AvailabilityQuery {
  organizationId: number;
  emails: readonly string[];
  /** Only busy times touching this range are read. */
  from: Date;
  to: Date;
  /** Slots being re-staffed by the caller, whose panels do not count against anyone. */
  ignoreSlotIds?: readonly number[];
}

/**
 * Every busy interval of each interviewer in the range: today the organisation's slots (booked or only
 * assigned, in any schedule) that name them. The one place availability is read, so calendars' busy times
 * and meeting hours join here.
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
  return busy;
}

/** The domain's `isFree` over busy intervals read once. */
export function freeOutside(busy: ReadonlyMap<string, readonly BusyInterval[]>): IsFree {
  return (email, start, end) =>
    !(busy.get(email) ?? []).some((interval) => overlaps(interval, { start, end }));
}
