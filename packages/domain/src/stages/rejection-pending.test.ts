import { describe, expect, it } from 'vitest';
import { isRejectionPending } from './rejection-pending.ts';

describe('isRejectionPending', () => {
  it.each([
    [16, 'pending', true],
    [16, 'completed', false],
    [16, null, false],
    [15, 'pending', false],
    [1, 'pending', false],
  ] as const)('stage %i with sub-stage %s is %s', (stageId, subStageCode, expected) => {
    expect(isRejectionPending({ stageId, subStageCode })).toBe(expected);
  });
});
