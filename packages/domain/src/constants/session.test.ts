import { describe, expect, it } from 'vitest';
import { computeExpiresOn, idleTimeoutSeconds, session } from './session.ts';

describe('idleTimeoutSeconds', () => {
  it.each([
    [0, 0],
    [1, 60],
    [30, 1800],
    [1.5, 90],
  ])('applies %s minutes as %i seconds', (minutes, seconds) => {
    expect(idleTimeoutSeconds(minutes)).toBe(seconds);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s minutes', (minutes) => {
    expect(() => idleTimeoutSeconds(minutes)).toThrow(RangeError);
  });

  it('is reachable from the session group', () => {
    expect(session.idleTimeoutSeconds(2)).toBe(120);
  });
});

describe('computeExpiresOn', () => {
  const now = new Date('2024-05-01T10:00:00.000Z');

  it('adds expires_in seconds to now', () => {
    expect(computeExpiresOn(now, 3600).toISOString()).toBe('2024-05-01T11:00:00.000Z');
  });

  it('does not change the given date', () => {
    computeExpiresOn(now, 60);
    expect(now.toISOString()).toBe('2024-05-01T10:00:00.000Z');
  });

  it.each([0, -5, Number.NaN])('treats expires_in %s as already expired', (seconds) => {
    expect(computeExpiresOn(now, seconds).getTime()).toBe(now.getTime());
  });
});
