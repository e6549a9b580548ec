import { describe, expect, it } from 'vitest';
import { formatRelativeDate } from './relative-date.ts';

const now = new Date('2024-03-10T09:00:00.000Z');

describe('formatRelativeDate', () => {
  it.each([
    ['2024-03-10T00:00:00.000Z', 'Today'],
    ['2024-03-10T08:59:59.000Z', 'Today'],
    ['2024-03-10T23:59:59.000Z', 'Today'],
    ['2024-03-09T23:59:59.000Z', 'Yesterday'],
    ['2024-03-09T00:00:00.000Z', 'Yesterday'],
    ['2024-03-08T23:59:59.000Z', '2 days ago'],
    ['2024-02-29T12:00:00.000Z', '10 days ago'],
    ['2023-03-10T09:00:00.000Z', '366 days ago'],
  ])('calls %s %s', (iso, expected) => {
    expect(formatRelativeDate(new Date(iso), now)).toBe(expected);
  });

  it('counts calendar days, not 24-hour periods', () => {
    const justAfterMidnight = new Date('2024-03-10T00:00:01.000Z');
    expect(formatRelativeDate(new Date('2024-03-09T23:59:59.000Z'), justAfterMidnight)).toBe('Yesterday');
  });

  it.each([
    ['2024-03-11T00:00:00.000Z', '11-03-2024'],
    ['2025-01-02T10:00:00.000Z', '02-01-2025'],
  ])('shows the future date %s as %s', (iso, expected) => {
    expect(formatRelativeDate(new Date(iso), now)).toBe(expected);
  });

  it('shows an invalid date as an empty string', () => {
    expect(formatRelativeDate(new Date('nope'), now)).toBe('');
  });
});
