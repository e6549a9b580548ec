import { resolveSlotState } from '@shortlist/domain/format';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import type { scheduleSlots } from '../db/schema/index.ts';
import { interviewInvitations } from '../db/schema/index.ts';
import { toEpochSeconds } from '../shared/epoch.ts';

export type ScheduleSlotRow = typeof scheduleSlots.$inferSelect;

/** The slots of a schedule some invitation has booked. */
export async function bookedSlotIds(executor: Executor, organizationId: number, scheduleId: number) {
  const rows = await executor
    .select({ slotId: interviewInvitations.bookedSlotId })
    .from(interviewInvitations)
    .where(
      and(
        eq(interviewInvitations.organizationId, organizationId),
        eq(interviewInvitations.scheduleId, scheduleId),
        isNotNull(interviewInvitations.bookedSlotId),
      ),
    );
  return new Set(rows.flatMap((row) => (row.slotId === null ? [] : [row.slotId])));
}

/**
 * A slot in epoch seconds with its display state (§4): Booked when any invitation holds it, Passed once it
 * has started, otherwise Available. Bookings are matched by slot, so parallel slots of one start stay apart.
 */
export function toSlotView(slot: ScheduleSlotRow, booked: ReadonlySet<number>, now: Date) {
  const startDateTime = toEpochSeconds(slot.startAt);
  return {
    id: slot.id,
    startDateTime,
    endDateTime: toEpochSeconds(slot.endAt),
    parentStartDateTime: toEpochSeconds(slot.parentStartAt),
    parentEndDateTime: toEpochSeconds(slot.parentEndAt),
    numberOfInterviewers: slot.numberOfInterviewers,
    state: resolveSlotState(
      { startDateTime },
      booked.has(slot.id) ? [{ selectedTime: startDateTime }] : [],
      now,
    ),
  };
}
