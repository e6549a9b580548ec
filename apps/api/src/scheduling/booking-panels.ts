import { movePanel } from '@shortlist/domain/panels';
import type { PanelChangeView } from '@shortlist/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { scheduleSlots } from '../db/schema/index.ts';
import type { CalendarBusyTimes } from './interviewer-availability.ts';
import { freeOutside, interviewerBusyIntervals } from './interviewer-availability.ts';
import type { ScheduleRow } from './schedules.ts';
import type { ScheduleSlotRow } from './slot-views.ts';

/** Each pool member's number of the schedule's slots, the two being re-staffed left out. */
async function loadsOf(tx: Executor, schedule: ScheduleRow, leaveOut: readonly number[]) {
  const rows = await tx
    .select({ id: scheduleSlots.id, interviewerEmails: scheduleSlots.interviewerEmails })
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.organizationId, schedule.organizationId),
        eq(scheduleSlots.scheduleId, schedule.id),
      ),
    );
  const loads = new Map<string, number>();
  for (const row of rows) {
    if (leaveOut.includes(row.id)) continue;
    for (const email of row.interviewerEmails) loads.set(email, (loads.get(email) ?? 0) + 1);
  }
  return loads;
}

/**
 * A booking moves from `from` to `to`: its panel goes with it where free (movePanel), both slots' panels are
 * stored, and the slots come back as they now stand with who followed, joined and left.
 */
export async function moveBookingPanel(
  tx: Executor,
  schedule: ScheduleRow,
  from: ScheduleSlotRow,
  to: ScheduleSlotRow,
  calendarBusy?: CalendarBusyTimes,
): Promise<{ from: ScheduleSlotRow; to: ScheduleSlotRow; change: PanelChangeView }> {
  const everyone = [
    ...new Set([...from.interviewerEmails, ...to.interviewerEmails, ...schedule.interviewerEmails]),
  ];
  const busy = await interviewerBusyIntervals(tx, {
    organizationId: schedule.organizationId,
    emails: everyone,
    from: new Date(Math.min(from.startAt.getTime(), to.startAt.getTime())),
    to: new Date(Math.max(from.endAt.getTime(), to.endAt.getTime())),
    ignoreSlotIds: [from.id, to.id],
    ...(calendarBusy && { calendarBusy }),
  });
  const loads = await loadsOf(tx, schedule, [from.id, to.id]);
  // The least-loaded pool member fills a seat first; ties keep the pool's order.
  const pool = schedule.interviewerEmails
    .map((email, rank) => ({ email, rank, load: loads.get(email) ?? 0 }))
    .sort((a, b) => a.load - b.load || a.rank - b.rank)
    .map(({ email }) => email);
  const moved = movePanel({
    from: { start: from.startAt, end: from.endAt, panel: from.interviewerEmails },
    to: { start: to.startAt, end: to.endAt, panel: to.interviewerEmails },
    size: to.numberOfInterviewers,
    pool,
    isFree: freeOutside(busy),
  });
  const store = async (slot: ScheduleSlotRow, interviewerEmails: string[]) => {
    if (interviewerEmails.join() === slot.interviewerEmails.join()) return slot;
    await tx
      .update(scheduleSlots)
      .set({ interviewerEmails })
      .where(and(eq(scheduleSlots.organizationId, slot.organizationId), eq(scheduleSlots.id, slot.id)));
    return { ...slot, interviewerEmails };
  };
  return {
    from: await store(from, moved.fromPanel),
    to: await store(to, moved.toPanel),
    change: {
      slotId: to.id,
      previousSlotId: from.id,
      kept: moved.kept,
      joined: moved.joined,
      left: moved.left,
    },
  };
}
