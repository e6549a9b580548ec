import { describe, expect, it } from 'vitest';
import { summariseScorecards } from './scorecard-summary.ts';

describe('summariseScorecards', () => {
  it('gives each competency the mean and spread of its ratings, flags a spread of 2 or more, and tallies', () => {
    const summary = summariseScorecards([
      {
        recommendation: 'yes',
        ratings: [
          { competencyId: 1, rating: 4 },
          { competencyId: 2, rating: 3 },
        ],
      },
      {
        recommendation: 'strong_no',
        ratings: [
          { competencyId: 1, rating: 2 },
          { competencyId: 2, rating: 4 },
        ],
      },
      {
        recommendation: 'yes',
        ratings: [
          { competencyId: 1, rating: 3 },
          { competencyId: 2, rating: null },
        ],
      },
    ]);
    expect(summary.competencies).toEqual([
      { competencyId: 1, count: 3, mean: 3, spread: 2, disagreement: true },
      { competencyId: 2, count: 2, mean: 3.5, spread: 1, disagreement: false },
    ]);
    expect(summary.recommendations).toEqual({ strong_no: 1, no: 0, yes: 2, strong_yes: 0 });
    expect(summary.scorecards).toBe(3);
  });

  it('is empty for no scorecards', () => {
    expect(summariseScorecards([])).toEqual({
      scorecards: 0,
      competencies: [],
      recommendations: { strong_no: 0, no: 0, yes: 0, strong_yes: 0 },
    });
  });
});
