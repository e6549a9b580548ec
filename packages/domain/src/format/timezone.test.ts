import { describe, expect, it } from 'vitest';
import { formatTimezoneLabel, parseTimezoneOptions } from './timezone.ts';

describe('formatTimezoneLabel', () => {
  it.each([
    ['Greenwich Mean Time', 'UK, Ireland Time'],
    ['British Summer Time', 'UK, Ireland Time'],
    ['(GMT+00:00) Greenwich Mean Time', '(GMT+00:00) UK, Ireland Time'],
    ['Central European Time', 'Central European Time'],
    ['greenwich mean time', 'greenwich mean time'],
    ['', ''],
  ])('shows %s as %s', (label, expected) => {
    expect(formatTimezoneLabel(label)).toBe(expected);
  });
});

describe('parseTimezoneOptions', () => {
  it('turns name;value pairs into options with the UK label rewritten', () => {
    expect(
      parseTimezoneOptions(['Greenwich Mean Time;Europe/London', 'Central European Time;Europe/Paris']),
    ).toEqual([
      { label: 'UK, Ireland Time', value: 'Europe/London' },
      { label: 'Central European Time', value: 'Europe/Paris' },
    ]);
  });

  it('skips blank entries and uses an entry without ; as label and value', () => {
    expect(parseTimezoneOptions(['', 'Europe/Madrid'])).toEqual([
      { label: 'Europe/Madrid', value: 'Europe/Madrid' },
    ]);
  });

  it('keeps colons in the value', () => {
    expect(parseTimezoneOptions(['India;UTC+05:30'])).toEqual([{ label: 'India', value: 'UTC+05:30' }]);
  });
});
