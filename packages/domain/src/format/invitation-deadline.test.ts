import { describe, expect, it } from 'vitest';
import { computeInvitationDeadline } from './invitation-deadline.ts';

describe('computeInvitationDeadline', () => {
  it.each([
    ['2024-03-10T09:00:00.000Z', 0, '2024-03-10T23:59:00.000Z'],
    ['2024-03-10T09:00:00.000Z', 1, '2024-03-11T23:59:00.000Z'],
    ['2024-03-10T23:59:59.000Z', 1, '2024-03-11T23:59:00.000Z'],
    ['2024-03-11T00:00:00.000Z', 1, '2024-03-12T23:59:00.000Z'],
    ['2024-02-27T09:00:00.000Z', 3, '2024-03-01T23:59:00.000Z'],
    ['2024-12-30T09:00:00.000Z', 7, '2025-01-06T23:59:00.000Z'],
    ['2024-01-01T09:00:00.000Z', 200, '2024-07-19T23:59:00.000Z'],
  ])('from %s plus %i days ends at %s', (now, days, expected) => {
    expect(computeInvitationDeadline(new Date(now), days).toISOString()).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN])('rejects %s days', (days) => {
    expect(() => computeInvitationDeadline(new Date('2024-03-10T09:00:00.000Z'), days)).toThrow(RangeError);
  });
});
