import { describe, expect, it } from 'vitest';
import type { CandidateStageScore } from './sum-scores.ts';
import { sumScores, sumScoresByStage } from './sum-scores.ts';

const scores: CandidateStageScore[] = [
  { stage: { id: 3 }, score: 4, metricType: 'number' },
  { stage: { id: 3 }, score: 80, metricType: 'percent' },
  { stage: { id: 6 }, score: 2.5 },
  { stage: { id: 6 }, score: 1, metricType: 'yesno' },
  { stage: { id: 6 }, score: 1_700_000_000, metricType: 'date' },
  { stage: { id: 6 }, score: null, metricType: 'number' },
  { stage: null, score: 1, metricType: 'number' },
];

describe('sumScores', () => {
  it('adds the numeric scores and skips yes/no, text, date and missing ones', () => {
    expect(sumScores(scores)).toBe(87.5);
  });

  it('is 0 for no scores', () => {
    expect(sumScores([])).toBe(0);
  });
});

describe('sumScoresByStage', () => {
  it('totals the numeric scores per stage id', () => {
    expect(sumScoresByStage(scores)).toEqual(
      new Map([
        [3, 84],
        [6, 2.5],
      ]),
    );
  });
});
