import { describe, expect, it } from 'vitest';
import { combinedScore, isDisagreement, rankByScore, spreadOf } from './marking-score.ts';

const questions = [
  { id: 1, weight: 2 },
  { id: 2, weight: 1 },
];

describe('the combined score', () => {
  it('is the weighted mean of the question means, on the 1-5 scale', () => {
    const marks = new Map<number, number[]>([
      [1, [4, 5, 3]],
      [2, [2, 2, 5]],
    ]);
    // (2 × 4 + 1 × 3) / 3
    expect(combinedScore(questions, marks)).toBeCloseTo(11 / 3, 10);
  });

  it('counts a blank answer as 0', () => {
    const marks = new Map<number, number[] | 'blank'>([
      [1, [5, 5]],
      [2, 'blank'],
    ]);
    expect(combinedScore(questions, marks)).toBeCloseTo(10 / 3, 10);
  });

  it('is not given while an answer has no mark', () => {
    expect(combinedScore(questions, new Map([[1, [5]]]).set(2, []))).toBeNull();
  });
});

describe('disagreement', () => {
  it('flags marks that differ by 2 or more', () => {
    expect(spreadOf([3])).toBe(0);
    expect(isDisagreement([3, 4, 4])).toBe(false);
    expect(isDisagreement([2, 4])).toBe(true);
    expect(isDisagreement([1, 3, 5])).toBe(true);
  });
});

describe('the ranking', () => {
  it('ranks the highest first, equal scores sharing a rank, the unscored last', () => {
    const ranked = rankByScore([
      { key: 'c', score: 3 },
      { key: 'a', score: 4.5 },
      { key: 'd', score: null },
      { key: 'b', score: 3 },
      { key: 'e', score: 1 },
    ]);
    expect(ranked.map((entry) => [entry.key, entry.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['e', 4],
      ['d', null],
    ]);
  });

  it('treats means equal but for float rounding as equal', () => {
    const ranked = rankByScore([
      { key: 1, score: 0.1 + 0.2 },
      { key: 2, score: 0.3 },
    ]);
    expect(ranked.map((entry) => entry.rank)).toEqual([1, 1]);
  });
});
