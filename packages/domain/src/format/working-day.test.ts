import { describe, expect, it } from 'vitest';
import { isLocalTime, nextWorkingDayAt } from './working-day.ts';

const london = 'Europe/London';

describe('nextWorkingDayAt', () => {
  it('takes a Friday evening to Monday morning, in GMT after the October clock change', () => {
    // Friday 23 October 2026, 18:00 BST; the clocks go back on Sunday 25 October.
    const friday = new Date('2026-10-23T17:00:00Z');
    expect(nextWorkingDayAt(friday, '09:00', london).toISOString()).toBe('2026-10-26T09:00:00.000Z');
  });

  it('takes a Friday evening to Monday morning, in BST after the March clock change', () => {
    // Friday 27 March 2026, 18:00 GMT; the clocks go forward on Sunday 29 March.
    const friday = new Date('2026-03-27T18:00:00Z');
    expect(nextWorkingDayAt(friday, '09:00', london).toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('gives the next day from Monday to Thursday, even before the time of day', () => {
    const mondayEarly = new Date('2026-12-07T06:30:00Z');
    expect(nextWorkingDayAt(mondayEarly, '09:00', london).toISOString()).toBe('2026-12-08T09:00:00.000Z');
  });

  it('gives Monday from a Saturday or a Sunday', () => {
    expect(nextWorkingDayAt(new Date('2026-12-05T12:00:00Z'), '09:30', london).toISOString()).toBe(
      '2026-12-07T09:30:00.000Z',
    );
    expect(nextWorkingDayAt(new Date('2026-12-06T23:30:00Z'), '09:30', london).toISOString()).toBe(
      '2026-12-07T09:30:00.000Z',
    );
  });

  it('reads the day on the organisation’s clock, not UTC’s', () => {
    // 00:30 on Saturday in Sydney is still Friday in UTC: Monday 09:00 in Sydney (AEDT, UTC+11).
    const saturdayInSydney = new Date('2026-12-04T13:30:00Z');
    expect(nextWorkingDayAt(saturdayInSydney, '09:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-12-06T22:00:00.000Z',
    );
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => nextWorkingDayAt(new Date(), '9am', london)).toThrow(RangeError);
  });
});

describe('isLocalTime', () => {
  it.each([
    ['09:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:00', false],
    ['09:60', false],
  ])('%s is %s', (value, expected) => {
    expect(isLocalTime(value)).toBe(expected);
  });
});
