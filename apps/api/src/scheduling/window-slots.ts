import type { AvailabilityWindowInput } from '@shortlist/domain/schemas';
import { scheduleSlotSchema } from '@shortlist/domain/schemas';
import type { ScheduleSlicing } from '@shortlist/domain/stages';
import { sliceSchedule } from '@shortlist/domain/stages';
import { parseWith } from '../shared/parse-with.ts';

/**
 * The schedule's slots (the domain's one slicing rule, each checked with its slot rule), each carrying the
 * interviewers of the window it was cut from.
 */
export function slotsOfWindows(
  input: Omit<ScheduleSlicing, 'windows'> & { windows: readonly AvailabilityWindowInput[] },
) {
  const windows = input.windows.map(({ interviewerEmails: _emails, ...window }) => window);
  const emailsOf = (slot: { parentStartDateTime: number; parentEndDateTime: number }) =>
    input.windows.find(
      (window) =>
        window.parentStartDateTime === slot.parentStartDateTime &&
        window.parentEndDateTime === slot.parentEndDateTime,
    )?.interviewerEmails ?? [];
  return sliceSchedule({ ...input, windows }).map((slot) => ({
    ...parseWith(scheduleSlotSchema, slot),
    interviewerEmails: emailsOf(slot),
  }));
}
