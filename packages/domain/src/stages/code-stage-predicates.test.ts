import { describe, expect, it } from 'vitest';
import { candidateCodeStages } from '../enums/enumerations.ts';
import { isHrScheduled, isSchedulerScheduled, isScreeningActive } from './code-stage-predicates.ts';

describe.each([
  ['isSchedulerScheduled', isSchedulerScheduled, 'SCHEDULED'],
  ['isScreeningActive', isScreeningActive, 'IN_PROGRESS'],
  ['isHrScheduled', isHrScheduled, 'SCHEDULED'],
] as const)('%s', (_name, predicate, trueStage) => {
  it.each(candidateCodeStages)('for %s is true only at its own code stage', (codeStage) => {
    expect(predicate(codeStage)).toBe(codeStage === trueStage);
  });

  it('is false without a code stage', () => {
    expect(predicate(null)).toBe(false);
    expect(predicate(undefined)).toBe(false);
  });
});
