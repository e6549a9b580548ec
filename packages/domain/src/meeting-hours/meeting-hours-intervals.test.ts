import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toZonedInputValue } from '../format/zoned-time.ts';
import { meetingHoursIntervals, withinMeetingHours } from './meeting-hours-intervals.ts';
import type { MeetingHours } from './meeting-hours-schema.ts';
import { minutesOfTime, suggestedMeetingHours, weekdays } from './meeting-hours-schema.ts';

const london = 'Europe/London';
const at = (iso: string) => new Date(iso);
const asIso = (intervals: { start: Date; end: Date }[]) =>
  intervals.map(({ start, end }) => [start.toISOString(), end.toISOString()]);
const wholeDays: MeetingHours = Object.fromEntries(
  weekdays.map((day) => [day, [{ start: '00:00', end: '24:00' }]]),
) as MeetingHours;

describe('meetingHoursIntervals', () => {
  it('reads 09:30 as 09:30 UTC before the clocks go forward on 28 March 2027 and 08:30 UTC after', () => {
    // Friday 26 March (GMT) to Monday 29 March (BST).
    const intervals = meetingHoursIntervals(
      suggestedMeetingHours,
      at('2027-03-26T00:00:00Z'),
      at('2027-03-30T00:00:00Z'),
      london,
    );
    expect(asIso(intervals)).toEqual([
      ['2027-03-26T09:30:00.000Z', '2027-03-26T15:00:00.000Z'],
      ['2027-03-29T08:30:00.000Z', '2027-03-29T16:30:00.000Z'],
    ]);
  });

  it('reads 09:30 as 08:30 UTC before the clocks go back on 31 October 2027 and 09:30 UTC after', () => {
    const intervals = meetingHoursIntervals(
      suggestedMeetingHours,
      at('2027-10-29T00:00:00Z'),
      at('2027-11-02T00:00:00Z'),
      london,
    );
    expect(asIso(intervals)).toEqual([
      ['2027-10-29T08:30:00.000Z', '2027-10-29T14:00:00.000Z'],
      ['2027-11-01T09:30:00.000Z', '2027-11-01T17:30:00.000Z'],
    ]);
  });

  it('gives the last Sunday of March 23 hours and the last Sunday of October 25', () => {
    const sundays: MeetingHours = { ...wholeDays, saturday: [], monday: [] };
    const march = meetingHoursIntervals(
      sundays,
      at('2027-03-27T12:00:00Z'),
      at('2027-03-29T12:00:00Z'),
      london,
    );
    expect(asIso(march)).toEqual([['2027-03-28T00:00:00.000Z', '2027-03-28T23:00:00.000Z']]);
    const october = meetingHoursIntervals(
      sundays,
      at('2027-10-30T12:00:00Z'),
      at('2027-11-01T12:00:00Z'),
      london,
    );
    expect(asIso(october)).toEqual([['2027-10-30T23:00:00.000Z', '2027-11-01T00:00:00.000Z']]);
  });

  it('cuts intervals to the range and joins touching ones across midnight', () => {
    const lateAndEarly: MeetingHours = {
      ...suggestedMeetingHours,
      monday: [{ start: '20:00', end: '24:00' }],
      tuesday: [{ start: '00:00', end: '02:00' }],
    };
    const intervals = meetingHoursIntervals(
      lateAndEarly,
      at('2027-01-04T21:00:00Z'),
      at('2027-01-05T01:00:00Z'),
      london,
    );
    expect(asIso(intervals)).toEqual([['2027-01-04T21:00:00.000Z', '2027-01-05T01:00:00.000Z']]);
  });

  it('gives nothing for an empty or backward range', () => {
    expect(
      meetingHoursIntervals(wholeDays, at('2027-01-04T10:00:00Z'), at('2027-01-04T10:00:00Z'), london),
    ).toEqual([]);
  });
});

describe('withinMeetingHours', () => {
  it('allows Friday 14:30-15:00 and not 14:45-15:15 (London winter)', () => {
    expect(
      withinMeetingHours(
        suggestedMeetingHours,
        at('2027-01-08T14:30:00Z'),
        at('2027-01-08T15:00:00Z'),
        london,
      ),
    ).toBe(true);
    expect(
      withinMeetingHours(
        suggestedMeetingHours,
        at('2027-01-08T14:45:00Z'),
        at('2027-01-08T15:15:00Z'),
        london,
      ),
    ).toBe(false);
  });

  it('follows the clock change: Monday 29 March 2027 08:30 UTC is 09:30 in London, 08:00 UTC is before it', () => {
    expect(
      withinMeetingHours(
        suggestedMeetingHours,
        at('2027-03-29T08:30:00Z'),
        at('2027-03-29T09:30:00Z'),
        london,
      ),
    ).toBe(true);
    expect(
      withinMeetingHours(
        suggestedMeetingHours,
        at('2027-03-29T08:00:00Z'),
        at('2027-03-29T09:00:00Z'),
        london,
      ),
    ).toBe(false);
    expect(
      withinMeetingHours(
        suggestedMeetingHours,
        at('2027-11-01T09:00:00Z'),
        at('2027-11-01T10:00:00Z'),
        london,
      ),
    ).toBe(false);
  });

  it('refuses weekends and empty slots', () => {
    expect(
      withinMeetingHours(
        suggestedMeetingHours,
        at('2027-03-27T10:00:00Z'),
        at('2027-03-27T11:00:00Z'),
        london,
      ),
    ).toBe(false);
    expect(
      withinMeetingHours(wholeDays, at('2027-03-27T10:00:00Z'), at('2027-03-27T10:00:00Z'), london),
    ).toBe(false);
  });

  it('reads the wall clock of another zone', () => {
    // 09:30 in New York is 14:30 UTC in January.
    expect(
      withinMeetingHours(
        suggestedMeetingHours,
        at('2027-01-04T14:30:00Z'),
        at('2027-01-04T15:30:00Z'),
        'America/New_York',
      ),
    ).toBe(true);
    expect(
      withinMeetingHours(
        suggestedMeetingHours,
        at('2027-01-04T10:00:00Z'),
        at('2027-01-04T11:00:00Z'),
        'America/New_York',
      ),
    ).toBe(false);
  });
});

// Random meeting hours between 06:00 and midnight (clear of the 01:00-02:00 hour the clocks change in), in
// quarter hours; random slots over both clock changes of 2027.
const quarterHour = fc.integer({ min: 24, max: 96 });
const dayIntervals = fc
  .uniqueArray(quarterHour, { minLength: 0, maxLength: 6 })
  .map((marks) => [...marks].sort((a, b) => a - b))
  .map((marks) =>
    marks.flatMap((mark, index) =>
      index % 2 === 1 ? [{ start: toTime((marks[index - 1] as number) * 15), end: toTime(mark * 15) }] : [],
    ),
  );
function toTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
const hoursArbitrary = fc.record(
  Object.fromEntries(weekdays.map((day) => [day, dayIntervals])),
) as fc.Arbitrary<MeetingHours>;
const yearStart = Date.parse('2027-03-20T00:00:00Z');
const slotArbitrary = fc.record({
  start: fc
    .integer({ min: 0, max: 4 * 24 * 15 })
    .chain((quarter) =>
      fc
        .constantFrom(yearStart, Date.parse('2027-10-24T00:00:00Z'))
        .map((base) => base + quarter * 15 * 60_000),
    ),
  minutes: fc.constantFrom(15, 30, 45, 60, 90),
});

/** The reference reading: every minute of the slot on the zone's wall clock falls inside an interval of its day. */
function coveredMinuteByMinute(hours: MeetingHours, start: number, minutes: number): boolean {
  for (let minute = 0; minute < minutes; minute += 1) {
    const wall = toZonedInputValue((start + minute * 60_000) / 1000, london);
    const [year, month, day] = wall.slice(0, 10).split('-').map(Number) as [number, number, number];
    const weekday = weekdays[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
    const clock = minutesOfTime(wall.slice(11));
    const covered = hours[weekday ?? 'monday'].some(
      (interval) => minutesOfTime(interval.start) <= clock && clock < minutesOfTime(interval.end),
    );
    if (!covered) return false;
  }
  return true;
}

describe('meeting hours properties', () => {
  it('a slot is within the hours exactly when each of its minutes is, read on the wall clock', () => {
    fc.assert(
      fc.property(hoursArbitrary, slotArbitrary, (hours, slot) => {
        const end = slot.start + slot.minutes * 60_000;
        expect(withinMeetingHours(hours, new Date(slot.start), new Date(end), london)).toBe(
          coveredMinuteByMinute(hours, slot.start, slot.minutes),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('intervals are in order, apart, non-empty, inside the range, and each is within the hours', () => {
    fc.assert(
      fc.property(hoursArbitrary, slotArbitrary, (hours, slot) => {
        const from = new Date(slot.start);
        const to = new Date(slot.start + 9 * 24 * 60 * 60_000);
        const intervals = meetingHoursIntervals(hours, from, to, london);
        intervals.forEach((interval, index) => {
          expect(interval.start.getTime()).toBeLessThan(interval.end.getTime());
          expect(interval.start.getTime()).toBeGreaterThanOrEqual(from.getTime());
          expect(interval.end.getTime()).toBeLessThanOrEqual(to.getTime());
          const next = intervals[index + 1];
          if (next) expect(interval.end.getTime()).toBeLessThan(next.start.getTime());
          expect(withinMeetingHours(hours, interval.start, interval.end, london)).toBe(true);
        });
      }),
      { numRuns: 100 },
    );
  });
});
