import { describe, expect, it } from 'vitest';
import type { Stage, SubStage } from './sub-stages.ts';
import { findDefaultSubStage, selectSubStages, subStageCodes } from './sub-stages.ts';

const sub = (id: number, codeStage: SubStage['codeStage'], orderIndex: number, defaultSubStage = false) => ({
  id,
  codeStage,
  orderIndex,
  defaultSubStage,
});

const interviewStage: Stage = {
  id: 6,
  groupStage: 'interview',
  subStages: [
    sub(4, 'completed', 3),
    sub(2, 'invited', 1),
    sub(1, 'pending', 0, true),
    sub(3, 'scheduled', 2),
  ],
};

describe('subStageCodes', () => {
  it('includes pending and completed', () => {
    expect(subStageCodes).toContain('pending');
    expect(subStageCodes).toContain('completed');
  });
});

describe('selectSubStages', () => {
  it('keeps every sub-stage, sorted by orderIndex, when an interview is configured', () => {
    expect(selectSubStages(interviewStage, { interviewConfigured: true }).map((s) => s.codeStage)).toEqual([
      'pending',
      'invited',
      'scheduled',
      'completed',
    ]);
  });

  it('drops invited and scheduled when no interview is configured', () => {
    expect(selectSubStages(interviewStage, { interviewConfigured: false }).map((s) => s.codeStage)).toEqual([
      'pending',
      'completed',
    ]);
  });

  it('does not reorder the stage it was given', () => {
    selectSubStages(interviewStage, { interviewConfigured: true });
    expect(interviewStage.subStages[0]?.codeStage).toBe('completed');
  });
});

describe('findDefaultSubStage', () => {
  it('returns the sub-stage flagged as default', () => {
    const stage: Stage = {
      id: 1,
      groupStage: 'applied',
      subStages: [sub(1, 'pending', 0), sub(2, 'completed', 1, true)],
    };
    expect(findDefaultSubStage(stage)?.id).toBe(2);
  });

  it('falls back to the lowest orderIndex when none is flagged', () => {
    const stage: Stage = {
      id: 1,
      groupStage: 'applied',
      subStages: [sub(5, 'completed', 1), sub(6, 'pending', 0)],
    };
    expect(findDefaultSubStage(stage)?.id).toBe(6);
  });

  it('returns undefined for a stage without sub-stages', () => {
    expect(findDefaultSubStage({ id: 1, groupStage: 'applied', subStages: [] })).toBeUndefined();
  });
});
