import type { SlotBooking } from '@shortlist/domain/format';
import type { GridSlot } from '@shortlist/ui';
import { localDayKey } from '../../app/format.ts';
import type { InvitationSlotView } from '../../app/public-views.ts';

export type SlotDay = { key: string; slots: InvitationSlotView[] };

/** The invitation's slots by local calendar day, days and slots in time order. */
export function groupSlotsByDay(slots: readonly InvitationSlotView[]): SlotDay[] {
  const days = new Map<string, InvitationSlotView[]>();
  for (const slot of [...slots].sort((a, b) => a.startDateTime - b.startDateTime)) {
    const key = localDayKey(slot.startDateTime);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days.entries()].map(([key, daySlots]) => ({ key, slots: daySlots }));
}

/** The first day still to come, where the preview starts; the last day when every day has passed. */
export function findFirstDayToCome(days: readonly SlotDay[], now: Date): number {
  const nowSeconds = now.getTime() / 1000;
  const index = days.findIndex((day) => day.slots.some((slot) => slot.startDateTime >= nowSeconds));
  return index === -1 ? Math.max(0, days.length - 1) : index;
}

/**
 * One grid entry per start time: parallel slots (several interviewers at once) read as one time that is
 * Booked only when every one of them is taken, since booking a time takes any free slot of it.
 */
export function toGridSlots(slots: readonly InvitationSlotView[]): {
  slots: GridSlot[];
  bookings: SlotBooking[];
} {
  const byStart = new Map<number, InvitationSlotView[]>();
  for (const slot of slots)
    byStart.set(slot.startDateTime, [...(byStart.get(slot.startDateTime) ?? []), slot]);
  const gridSlots: GridSlot[] = [];
  const bookings: SlotBooking[] = [];
  for (const [start, group] of byStart) {
    const first = group[0];
    if (!first) continue;
    gridSlots.push({ startDateTime: start, endDateTime: first.endDateTime });
    if (group.every((slot) => slot.state === 'Booked')) bookings.push({ selectedTime: start });
  }
  return { slots: gridSlots, bookings };
}
