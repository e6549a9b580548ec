import { describe, expect, it } from 'vitest';
import {
  assessmentTypeIds,
  assessmentTypes,
  isAssessmentType,
  isStageAllowedForType,
} from './assessment-types.ts';

describe('assessmentTypes', () => {
  it.each([
    ['SCHEDULER', [3, 5, 6, 7, 9, 10]],
    ['SCHEDULED', [3, 5, 6, 7, 9, 10]],
    ['CRITICAL_THINKING', [8]],
    ['APTITUDE_ONE', [2]],
    ['APTITUDE_TWO', [2]],
    ['VIDEO_ONE', [2, 4]],
    ['ASSESSMENT_CENTRE_ONE', [2, 9]],
    ['SCREENING', [1, 28, 29]],
  ] as const)('allows %s at stages %j only', (type, stages) => {
    expect([...assessmentTypes[type].allowedStageIds].toSorted((a, b) => a - b)).toEqual(stages);
  });

  it('has five third-party tests, each switched on by its own text setting', () => {
    const thirdParty = assessmentTypeIds.filter((type) => assessmentTypes[type].thirdParty);
    expect(thirdParty).toHaveLength(5);
    const settings = thirdParty.map((type) => assessmentTypes[type].enablingSetting);
    expect(settings.every((key) => typeof key === 'string')).toBe(true);
    expect(new Set(settings).size).toBe(5);
  });

  it('needs no text setting for the built-in screening and scheduler types', () => {
    for (const type of ['SCHEDULER', 'SCREENING', 'SCHEDULED'] as const) {
      expect(assessmentTypes[type]).toMatchObject({ thirdParty: false, enablingSetting: null });
    }
  });
});

describe('isStageAllowedForType', () => {
  it.each([
    ['VIDEO_ONE', 4, true],
    ['VIDEO_ONE', 9, false],
    ['APTITUDE_ONE', 2, true],
    ['APTITUDE_ONE', 4, false],
    ['SCREENING', 29, true],
    ['SCREENING', 2, false],
  ] as const)('%s at stage %i is %s', (type, stageId, expected) => {
    expect(isStageAllowedForType(type, stageId)).toBe(expected);
  });
});

describe('isAssessmentType', () => {
  it.each([
    ['SCHEDULER', true],
    ['scheduler', false],
    ['toString', false],
  ])('%s is %s', (value, expected) => {
    expect(isAssessmentType(value)).toBe(expected);
  });
});
