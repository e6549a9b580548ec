import type { MeetingHours } from '@shortlist/domain/meeting-hours';
import { withinMeetingHours } from '@shortlist/domain/meeting-hours';
import type { AvailabilityWindowInput } from '@shortlist/domain/schemas';
import { scheduleSlotSchema } from '@shortlist/domain/schemas';
import type { ScheduleSlicing } from '@shortlist/domain/stages';
import { sliceSchedule } from '@shortlist/domain/stages';
import { parseWith } from '../shared/parse-with.ts';

/**
 * The schedule's slots (the domain's one slicing rule, each checked with its slot rule), each carrying the
 * interviewers of the window it was cut from; with meeting hours (issue 34), only the slots inside them.
 */
export function slotsOfWindows(
  input: Omit<ScheduleSlicing, 'windows'> & { windows: readonly AvailabilityWindowInput[] },
  meetingHours?: { hours: MeetingHours; zone: string } | null,
) {
  const windows = input.windows.map(({ interviewerEmails: _emails, ...window }) => window);
  const emailsOf = (slot: { parentStartDateTime: number; parentEndDateTime: number }) =>
    input.windows.find(
      (window) =>
        window.parentStartDateTime === slot.parentStartDateTime &&
        window.parentEndDateTime === slot.parentEndDateTime,
    )?.interviewerEmails ?? [];
  const inHours = (slot: { startDateTime: number; endDateTime: number }) =>
    !meetingHours ||
    withinMeetingHours(
      meetingHours.hours,
      new Date(slot.startDateTime * 1000),
      new Date(slot.endDateTime * 1000),
      meetingHours.zone,
    );
  return sliceSchedule({ ...input, windows })
    .filter(inHours)
    .map((slot) => ({
      ...parseWith(scheduleSlotSchema, slot),
      interviewerEmails: emailsOf(slot),
    }));
}
