import { describe, expect, it } from 'vitest';
import { otherLimits } from './other-limits.ts';

describe('otherLimits', () => {
  it('names each of the six limits of the spec exactly once', () => {
    expect(Object.values(otherLimits).sort((a, b) => a - b)).toEqual([30, 50, 100, 200, 250, 1000]);
  });

  it('grows with the size of the input', () => {
    expect(otherLimits.shortCodeMaxLength).toBeLessThan(otherLimits.nameMaxLength);
    expect(otherLimits.nameMaxLength).toBeLessThan(otherLimits.lineMaxLength);
    expect(otherLimits.lineMaxLength).toBeLessThan(otherLimits.headlineMaxLength);
    expect(otherLimits.headlineMaxLength).toBeLessThan(otherLimits.summaryMaxLength);
    expect(otherLimits.summaryMaxLength).toBeLessThan(otherLimits.longTextMaxLength);
  });
});
