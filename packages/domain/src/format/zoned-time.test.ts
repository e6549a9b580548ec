import { describe, expect, it } from 'vitest';
import {
  formatZonedDateTime,
  fromZonedInputValue,
  organizationTimeZone,
  toZonedInputValue,
} from './zoned-time.ts';

describe('zoned wall-clock times', () => {
  it('reads a London wall-clock time in winter and in summer', () => {
    expect(fromZonedInputValue('2027-01-11T18:00', 'Europe/London')).toBe(Date.UTC(2027, 0, 11, 18) / 1000);
    expect(fromZonedInputValue('2027-07-11T18:00', 'Europe/London')).toBe(Date.UTC(2027, 6, 11, 17) / 1000);
  });

  it('shows an instant on the zone’s clock either side of the October change', () => {
    expect(toZonedInputValue(Date.UTC(2027, 9, 30, 12) / 1000, 'Europe/London')).toBe('2027-10-30T13:00');
    expect(toZonedInputValue(Date.UTC(2027, 9, 31, 12) / 1000, 'Europe/London')).toBe('2027-10-31T12:00');
  });

  it('moves a time the spring change skips forward by the gap', () => {
    expect(fromZonedInputValue('2027-03-28T01:30', 'Europe/London')).toBe(
      Date.UTC(2027, 2, 28, 1, 30) / 1000,
    );
  });

  it('refuses a value that is not a date-time', () => {
    expect(fromZonedInputValue('', 'Europe/London')).toBeNull();
    expect(fromZonedInputValue('tomorrow', 'Europe/London')).toBeNull();
  });

  it("takes the organisation's first valid time zone, labelled as §9 says, else UK time", () => {
    expect(organizationTimeZone(['Greenwich Mean Time;Europe/London'])).toEqual({
      value: 'Europe/London',
      label: 'UK, Ireland Time',
    });
    expect(organizationTimeZone(['Nowhere;Not/AZone', 'Central European Time;Europe/Paris'])).toEqual({
      value: 'Europe/Paris',
      label: 'Central European Time',
    });
    expect(organizationTimeZone(undefined).value).toBe('Europe/London');
  });

  it('formats a date and time in words on the zone’s clock', () => {
    expect(formatZonedDateTime(Date.UTC(2027, 2, 11, 18) / 1000, 'Europe/London')).toBe(
      'Thursday, 11 March 2027 at 18:00',
    );
  });
});
