import { describe, expect, it } from 'vitest';
import { isScoreInQualificationRange, resolveQualificationScoreRange } from './qualification-score-range.ts';

describe('resolveQualificationScoreRange', () => {
  it.each([
    [203, { min: 1, max: 8 }],
    [202, { min: 0, max: 50 }],
    [204, { min: 1, max: 25 }],
    ['203', { min: 1, max: 8 }],
    [201, { min: 0, max: 100 }],
    [null, { min: 0, max: 100 }],
    [undefined, { min: 0, max: 100 }],
  ])('type %s -> %o', (id, expected) => {
    expect(resolveQualificationScoreRange(id)).toEqual(expected);
  });
});

describe('isScoreInQualificationRange', () => {
  it.each([
    [203, 0, false],
    [203, 1, true],
    [203, 8, true],
    [203, 9, false],
    [202, -1, false],
    [202, 0, true],
    [202, 50, true],
    [202, 51, false],
    [204, 0, false],
    [204, 1, true],
    [204, 25, true],
    [204, 26, false],
    [999, -1, false],
    [999, 0, true],
    [999, 100, true],
    [999, 101, false],
  ])('type %s, score %s -> %s', (id, score, expected) => {
    expect(isScoreInQualificationRange(id, score)).toBe(expected);
  });

  it('rejects a score that is not a number', () => {
    expect(isScoreInQualificationRange(203, Number.NaN)).toBe(false);
  });
});
