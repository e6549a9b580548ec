import { describe, expect, it } from 'vitest';
import { isFirstReviewStage, isInvitedAtFirstReview } from './first-review.ts';

describe('isFirstReviewStage', () => {
  it.each([
    [1, true],
    [28, true],
    [29, true],
    [2, false],
    [23, false],
    [27, false],
  ])('stage %i is a first-review stage: %s', (stageId, expected) => {
    expect(isFirstReviewStage(stageId)).toBe(expected);
  });
});

describe('isInvitedAtFirstReview', () => {
  it.each([
    ['INVITED', 1, true],
    ['INVITED', 29, true],
    ['INVITED', 6, false],
    ['PENDING', 1, false],
    [null, 1, false],
  ] as const)('%s at stage %i is %s', (codeStage, stageId, expected) => {
    expect(isInvitedAtFirstReview({ codeStage, stageId })).toBe(expected);
  });
});
