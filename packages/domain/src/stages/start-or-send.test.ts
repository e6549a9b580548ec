import { describe, expect, it } from 'vitest';
import { canStartOrSend } from './start-or-send.ts';

describe('canStartOrSend', () => {
  it.each([
    ['SCREENING', 'PENDING', 1, true],
    ['SCREENING', 'IN_PROGRESS', 1, true],
    ['SCREENING', 'INVITED', 28, true],
    ['SCREENING', 'INVITED', 6, false],
    ['SCREENING', 'SCHEDULED', 1, false],
    ['SCREENING', 'COMPLETED', 1, false],
    ['SCHEDULED', 'PENDING', 6, true],
    ['SCHEDULED', 'IN_PROGRESS', 6, true],
    ['SCHEDULED', 'INVITED', 29, true],
    ['SCHEDULED', 'INVITED', 6, false],
    ['SCHEDULED', 'COMPLETED', 6, false],
    ['SCHEDULER', 'PENDING', 6, true],
    ['SCHEDULER', 'IN_PROGRESS', 6, false],
    ['SCHEDULER', 'INVITED', 1, false],
    ['APTITUDE_ONE', 'PENDING', 2, true],
    ['APTITUDE_ONE', 'IN_PROGRESS', 2, false],
    ['APTITUDE_ONE', 'INVITED', 1, false],
    ['VIDEO_ONE', 'COMPLETED', 4, false],
  ] as const)('%s with %s at stage %i: %s', (type, codeStage, stageId, expected) => {
    expect(canStartOrSend({ type, codeStage, stageId })).toBe(expected);
  });

  it.each([null, undefined])('treats a candidate with code stage %s as pending', (codeStage) => {
    expect(canStartOrSend({ type: 'APTITUDE_TWO', codeStage, stageId: 2 })).toBe(true);
  });
});
