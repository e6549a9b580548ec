import type { AvailabilityWindowInput } from '@shortlist/domain/schemas';
import { scheduleSlotSchema } from '@shortlist/domain/schemas';
import { sliceAvailabilityWindow } from '@shortlist/domain/stages';
import { parseWith } from '../shared/parse-with.ts';

/** The slots of each window (checked with the domain's slot rule), carrying the window's interviewers. */
export function slotsOfWindows(windows: readonly AvailabilityWindowInput[], durationMinutes: number) {
  return windows.flatMap(({ interviewerEmails = [], ...window }) =>
    sliceAvailabilityWindow(window, durationMinutes).map((slot) => ({
      ...parseWith(scheduleSlotSchema, slot),
      interviewerEmails,
    })),
  );
}
