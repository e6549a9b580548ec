import { describe, expect, it } from 'vitest';
import { canStartAnalytics } from './analytics.ts';

describe('canStartAnalytics', () => {
  it.each([
    ['G-ABC123', true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (measurementId, expected) => {
    expect(canStartAnalytics(measurementId)).toBe(expected);
  });
});
