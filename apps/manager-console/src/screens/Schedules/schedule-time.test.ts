import { describe, expect, it } from 'vitest';
import { formatClock, groupByDay, splitEmails, toEpochSeconds } from './schedule-time.ts';

const slot = (startDateTime: number, id = startDateTime) => ({
  id,
  startDateTime,
  endDateTime: startDateTime + 3600,
  parentStartDateTime: startDateTime,
  parentEndDateTime: startDateTime + 3600,
  numberOfInterviewers: 1,
  interviewerEmails: [],
  state: 'Available' as const,
  candidateId: null,
  invitationId: null,
});

describe('schedule times on the organisation clock', () => {
  it('reads a London date and time across the March clock change', () => {
    expect(toEpochSeconds('2027-03-27', '09:00', 'Europe/London')).toBe(Date.UTC(2027, 2, 27, 9) / 1000);
    expect(toEpochSeconds('2027-03-28', '10:00', 'Europe/London')).toBe(Date.UTC(2027, 2, 28, 9) / 1000);
    expect(formatClock(Date.UTC(2027, 2, 28, 9) / 1000, 'Europe/London', 'en-GB')).toBe('10:00');
  });

  it('groups slots by their London day, not their UTC day', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    const days = groupByDay(
      [slot(Date.UTC(2027, 5, 30, 22) / 1000), slot(Date.UTC(2027, 5, 30, 23, 30) / 1000)],
      'Europe/London',
    );
    expect(days.map((day) => day.key)).toEqual(['2027-06-30', '2027-07-01']);
  });

  it('splits interviewer addresses', () => {
    expect(splitEmails(' a@x.test, b@x.test;a@x.test\nc@x.test ')).toEqual([
      'a@x.test',
      'b@x.test',
      'c@x.test',
    ]);
    expect(splitEmails('')).toEqual([]);
  });
});
