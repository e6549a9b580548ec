// Display state of an interview schedule slot (spec §4); slot and booking times are epoch seconds.

export const slotStates = ['Booked', 'Passed', 'Available'] as const;
export type SlotState = (typeof slotStates)[number];

export type SlotTiming = { startDateTime: number };
export type SlotBooking = { selectedTime?: number | null };

/**
 * Booked wins over Passed, so a past slot that was booked still reads Booked.
 * Decision: a slot starting exactly now is still Available; only a start before now has Passed.
 */
export function resolveSlotState(slot: SlotTiming, bookings: readonly SlotBooking[], now: Date): SlotState {
  if (bookings.some((booking) => booking.selectedTime === slot.startDateTime)) return 'Booked';
  if (slot.startDateTime * 1000 < now.getTime()) return 'Passed';
  return 'Available';
}
