import { describe, expect, it } from 'vitest';
import { isValidSchedulingPairing } from './scheduling-pairing.ts';

describe('isValidSchedulingPairing', () => {
  it.each([
    ['SCHEDULER', 6, true],
    ['SCHEDULED', 10, true],
    ['SCHEDULER', 2, false],
    ['CRITICAL_THINKING', 8, true],
    ['CRITICAL_THINKING', 2, false],
    ['VIDEO_ONE', 4, true],
    ['APTITUDE_TWO', 4, false],
    ['SCREENING', 28, true],
  ] as const)('pairs %s with stage %i when nothing covers it: %s', (type, candidateStageId, expected) => {
    expect(isValidSchedulingPairing({ type, candidateStageId, existingRecords: [] })).toBe(expected);
  });

  it('rejects a stage another record already covers', () => {
    expect(
      isValidSchedulingPairing({
        type: 'SCHEDULER',
        candidateStageId: 6,
        existingRecords: [{ type: 'SCHEDULED', stageId: 6 }],
      }),
    ).toBe(false);
  });

  it('allows the stage when existing records cover only other stages', () => {
    expect(
      isValidSchedulingPairing({
        type: 'SCHEDULER',
        candidateStageId: 6,
        existingRecords: [
          { type: 'SCHEDULER', stageId: 7 },
          { type: 'SCHEDULED', stageId: 5 },
        ],
      }),
    ).toBe(true);
  });
});
