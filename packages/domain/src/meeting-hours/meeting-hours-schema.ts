import type { z } from 'zod';
import { listField, strictObjectSchema, stringField } from '../schemas/fields.ts';

// Issue 34: the hours an organisation's (or one interviewer's) interviews may be booked in, per weekday, as
// wall-clock intervals on the organisation's clock.

/** The days of a week, Monday first (as the UK reads a week). */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

export const meetingHoursMessages = {
  time: "Enter a time such as '09:30'.",
  endTime: "Enter a time such as '17:30' (or '24:00' for midnight).",
  endsBeforeStart: 'The interval must end after it starts.',
  overlaps: 'The interval overlaps another on the same day.',
  tooMany: 'A day holds at most 6 intervals.',
} as const;

/** Most intervals a day holds: a working day split by breaks, not a timetable. */
export const maxIntervalsPerDay = 6;

const startPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
// Decision: an interval may end at '24:00' (midnight at the end of the day), so a whole day can be written.
const endPattern = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Minutes after midnight of an 'HH:MM' time ('24:00' is 1440). */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** One interval of a day, 'HH:MM' to 'HH:MM' on the wall clock, end after start. */
export const meetingIntervalSchema = strictObjectSchema({
  start: stringField().regex(startPattern, { error: meetingHoursMessages.time }),
  end: stringField().regex(endPattern, { error: meetingHoursMessages.endTime }),
}).superRefine((interval, context) => {
  if (minutesOfTime(interval.end) <= minutesOfTime(interval.start)) {
    context.addIssue({ code: 'custom', message: meetingHoursMessages.endsBeforeStart, path: ['end'] });
  }
});
export type MeetingInterval = z.output<typeof meetingIntervalSchema>;

/** A day's intervals; none overlap (touching is allowed: 12:00-13:00 and 13:00-17:00). */
const dayIntervalsSchema = listField(meetingIntervalSchema, 0, maxIntervalsPerDay).superRefine(
  (intervals, context) => {
    intervals.forEach((interval, index) => {
      const overlapsAnEarlier = intervals
        .slice(0, index)
        .some(
          (other) =>
            minutesOfTime(interval.start) < minutesOfTime(other.end) &&
            minutesOfTime(other.start) < minutesOfTime(interval.end),
        );
      if (overlapsAnEarlier) {
        context.addIssue({ code: 'custom', message: meetingHoursMessages.overlaps, path: [index, 'start'] });
      }
    });
  },
);

/** Per weekday the intervals interviews may be booked in; a day without intervals takes no interviews. */
export const meetingHoursSchema = strictObjectSchema({
  monday: dayIntervalsSchema,
  tuesday: dayIntervalsSchema,
  wednesday: dayIntervalsSchema,
  thursday: dayIntervalsSchema,
  friday: dayIntervalsSchema,
  saturday: dayIntervalsSchema,
  sunday: dayIntervalsSchema,
});
export type MeetingHours = z.output<typeof meetingHoursSchema>;

/** Stored or sent meeting hours, or null for none set (any time may be booked). */
export const optionalMeetingHoursSchema = meetingHoursSchema.nullable();

/** The example a new organisation is offered: Monday to Thursday 09:30-17:30, Friday 09:30-15:00. */
export const suggestedMeetingHours: MeetingHours = {
  monday: [{ start: '09:30', end: '17:30' }],
  tuesday: [{ start: '09:30', end: '17:30' }],
  wednesday: [{ start: '09:30', end: '17:30' }],
  thursday: [{ start: '09:30', end: '17:30' }],
  friday: [{ start: '09:30', end: '15:00' }],
  saturday: [],
  sunday: [],
};
