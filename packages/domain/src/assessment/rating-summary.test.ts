import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summariseRatings } from './rating-summary.ts';

describe('summariseRatings', () => {
  it('gives the mean and the spread and flags a spread of 2 as a disagreement', () => {
    expect(summariseRatings([2, 4])).toEqual({ count: 2, mean: 3, spread: 2, disagreement: true });
    expect(summariseRatings([3, 4, 4])).toEqual({ count: 3, mean: 11 / 3, spread: 1, disagreement: false });
  });

  it('says nothing of a competency nobody has rated', () => {
    expect(summariseRatings([])).toEqual({ count: 0, mean: null, spread: null, disagreement: false });
  });

  it('keeps the mean between the lowest and highest and ignores order (property, 200 runs)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 12 }), (ratings) => {
        const summary = summariseRatings(ratings);
        expect(summary.mean).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(summary.mean).toBeLessThanOrEqual(Math.max(...ratings));
        expect(summariseRatings([...ratings].reverse())).toEqual(summary);
        expect(summary.disagreement).toBe((summary.spread ?? 0) >= 2);
      }),
      { numRuns: 200 },
    );
  });
});
