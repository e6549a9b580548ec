/** An availability window (§3 schedule slot parent times, epoch seconds) and how many people interview in it. */
export interface AvailabilityWindow {
  parentStartDateTime: number;
  parentEndDateTime: number;
  numberOfInterviewers: number;
}

export interface SlicedSlot extends AvailabilityWindow {
  startDateTime: number;
  endDateTime: number;
}

/**
 * Cuts a window into back-to-back slots of the interview duration, from the window's start.
 * Decision: time left at the end that is shorter than one interview is not offered; a window shorter than
 * one interview, or a duration that is not a whole positive number of minutes, gives no slots.
 */
export function sliceAvailabilityWindow(window: AvailabilityWindow, durationMinutes: number): SlicedSlot[] {
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) return [];
  const length = durationMinutes * 60;
  const slots: SlicedSlot[] = [];
  for (let start = window.parentStartDateTime; start + length <= window.parentEndDateTime; start += length) {
    slots.push({ ...window, startDateTime: start, endDateTime: start + length });
  }
  return slots;
}
