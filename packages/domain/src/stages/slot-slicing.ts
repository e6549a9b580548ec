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
 * Cuts a window into slots of the interview duration, from the window's start, with the gap between one
 * interview and the next.
 * Decision: time left at the end that is shorter than one interview is not offered; a window shorter than
 * one interview, or a duration that is not a whole positive number of minutes, gives no slots.
 */
export function sliceAvailabilityWindow(
  window: AvailabilityWindow,
  durationMinutes: number,
  gapMinutes = 0,
): SlicedSlot[] {
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) return [];
  const length = durationMinutes * 60;
  const step = length + Math.max(0, Math.trunc(gapMinutes)) * 60;
  const slots: SlicedSlot[] = [];
  for (let start = window.parentStartDateTime; start + length <= window.parentEndDateTime; start += step) {
    slots.push({ ...window, startDateTime: start, endDateTime: start + length });
  }
  return slots;
}

export interface ScheduleSlicing {
  windows: readonly AvailabilityWindow[];
  durationMinutes: number;
  gapMinutes?: number | null | undefined;
  /** Starts (epoch seconds) of slots taken out when the slots were reviewed (wizard step 4). */
  excludedSlots?: readonly number[] | null | undefined;
}

/**
 * Every slot of a schedule in start order: each window cut as above, without the slots taken out and
 * without a second slot at a start another window already gave (overlapping windows).
 */
export function sliceSchedule({
  windows,
  durationMinutes,
  gapMinutes,
  excludedSlots,
}: ScheduleSlicing): SlicedSlot[] {
  const excluded = new Set(excludedSlots ?? []);
  const byStart = new Map<number, SlicedSlot>();
  for (const window of windows) {
    for (const slot of sliceAvailabilityWindow(window, durationMinutes, gapMinutes ?? 0)) {
      if (!excluded.has(slot.startDateTime) && !byStart.has(slot.startDateTime))
        byStart.set(slot.startDateTime, slot);
    }
  }
  return [...byStart.values()].sort((a, b) => a.startDateTime - b.startDateTime);
}
