import { describe, expect, it } from 'vitest';
import { meetingHoursMessages, meetingHoursSchema, suggestedMeetingHours } from './meeting-hours-schema.ts';

const issuesOf = (value: unknown) =>
  meetingHoursSchema
    .safeParse(value)
    .error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

describe('meetingHoursSchema', () => {
  it('accepts Monday to Thursday 09:30-17:30 and Friday 09:30-15:00', () => {
    expect(issuesOf(suggestedMeetingHours)).toEqual([]);
  });

  it('accepts touching intervals and an end at midnight', () => {
    const hours = {
      ...suggestedMeetingHours,
      monday: [
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '24:00' },
      ],
    };
    expect(issuesOf(hours)).toEqual([]);
  });

  it('names the field of a time that is not HH:MM', () => {
    const hours = { ...suggestedMeetingHours, monday: [{ start: '9:30', end: '17:30' }] };
    expect(issuesOf(hours)).toEqual([{ path: 'monday.0.start', message: meetingHoursMessages.time }]);
  });

  it('refuses 24:00 as a start', () => {
    const hours = { ...suggestedMeetingHours, sunday: [{ start: '24:00', end: '24:00' }] };
    expect(issuesOf(hours)).toContainEqual({ path: 'sunday.0.start', message: meetingHoursMessages.time });
  });

  it('refuses an interval that ends before it starts, on its end', () => {
    const hours = { ...suggestedMeetingHours, friday: [{ start: '15:00', end: '09:30' }] };
    expect(issuesOf(hours)).toEqual([
      { path: 'friday.0.end', message: meetingHoursMessages.endsBeforeStart },
    ]);
  });

  it('refuses overlapping intervals of a day, on the later one', () => {
    const hours = {
      ...suggestedMeetingHours,
      tuesday: [
        { start: '09:00', end: '13:00' },
        { start: '12:30', end: '17:00' },
      ],
    };
    expect(issuesOf(hours)).toEqual([{ path: 'tuesday.1.start', message: meetingHoursMessages.overlaps }]);
  });

  it('needs every weekday and no other key', () => {
    const { sunday: _sunday, ...withoutSunday } = suggestedMeetingHours;
    const issues = issuesOf({ ...withoutSunday, holiday: [] });
    expect(issues.map((issue) => issue.path)).toContain('sunday');
    expect(issues).toHaveLength(2);
  });
});
