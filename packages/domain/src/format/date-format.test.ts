import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format.ts';

const date = new Date('2024-03-05T07:04:00.000Z');

describe('formatDate', () => {
  it.each([
    ['dd-MM-yyyy', '05-03-2024'],
    ['dd/MM/yy HH:mm', '05/03/24 07:04'],
    ['d MMMM yyyy', '5 March 2024'],
    ['MMM yyyy', 'Mar 2024'],
  ] as const)('formats %s in UTC as %s', (pattern, expected) => {
    expect(formatDate(date, pattern)).toBe(expected);
  });

  it.each([
    [0, 'January'],
    [4, 'May'],
    [8, 'September'],
    [11, 'December'],
  ])('names month index %i %s', (monthIndex, name) => {
    expect(formatDate(new Date(Date.UTC(2024, monthIndex, 1)), 'd MMMM yyyy')).toBe(`1 ${name} 2024`);
  });

  it('uses the UTC day just before midnight UTC', () => {
    expect(formatDate(new Date('2024-12-31T23:59:00.000Z'), 'dd/MM/yy HH:mm')).toBe('31/12/24 23:59');
  });

  it('shows midnight as 00:00, not 24:00, in a time zone', () => {
    const midnightLondon = new Date('2024-07-01T23:00:00.000Z');
    expect(formatDate(midnightLondon, 'dd/MM/yy HH:mm', { timeZone: 'Europe/London' })).toBe(
      '02/07/24 00:00',
    );
  });

  it.each([
    ['Europe/London', '2024-07-31T23:30:00.000Z', 'd MMMM yyyy', '1 August 2024'],
    ['Europe/London', '2024-01-31T23:30:00.000Z', 'd MMMM yyyy', '31 January 2024'],
    ['Australia/Sydney', '2024-12-31T14:00:00.000Z', 'MMM yyyy', 'Jan 2025'],
    ['America/New_York', '2024-03-01T03:00:00.000Z', 'dd-MM-yyyy', '29-02-2024'],
  ] as const)('formats in %s: %s', (timeZone, iso, pattern, expected) => {
    expect(formatDate(new Date(iso), pattern, { timeZone })).toBe(expected);
  });

  it('formats an invalid date as an empty string', () => {
    expect(formatDate(new Date('not a date'), 'dd-MM-yyyy')).toBe('');
  });

  it('rejects an unknown time zone', () => {
    expect(() => formatDate(date, 'dd-MM-yyyy', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
