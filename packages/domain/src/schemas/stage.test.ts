import { describe, expect, it } from 'vitest';
import { allStageIds } from '../stages/stage-ids.ts';
import { pipelineCountsSchema, stageIdParamSchema, stageIdSchema, stageSchema } from './stage.ts';
import { fieldErrorsOf } from './test-support.ts';

describe('stageIdSchema', () => {
  it.each(allStageIds)('accepts the stage id %s', (id) => {
    expect(stageIdSchema.safeParse(id).success).toBe(true);
  });

  it.each([0, 12, 13, 21, 22, 26, 27, 30])('refuses the unlisted id %s', (id) => {
    expect(fieldErrorsOf(stageSchema, { id })).toEqual([{ field: 'id', message: 'Choose a known stage.' }]);
  });

  it('reads stage ids from a path', () => {
    expect(stageIdParamSchema.parse('29')).toBe(29);
    expect(stageIdParamSchema.safeParse('12').success).toBe(false);
  });
});

describe('stageSchema', () => {
  it('accepts a stage with sub-stages', () => {
    const stage = {
      id: 3,
      groupStage: 'interview',
      subStages: [
        { id: 30, codeStage: 'pending', defaultSubStage: true, orderIndex: 0 },
        { id: 31, codeStage: 'completed', defaultSubStage: false, orderIndex: 1 },
      ],
    };
    expect(stageSchema.safeParse(stage).success).toBe(true);
  });

  it('refuses a sub-stage without a code or with a negative order', () => {
    expect(fieldErrorsOf(stageSchema, { id: 3, subStages: [{ id: 30, orderIndex: -1 }] })).toEqual([
      { field: 'subStages.0.codeStage', message: 'This field is required.' },
      { field: 'subStages.0.orderIndex', message: 'Must be at least 0.' },
    ]);
  });
});

describe('pipelineCountsSchema', () => {
  const group = { pending: 4, invited: 3, scheduled: 2, in_progress: 1, completed: 0 };

  it('accepts counts for the four stage groups', () => {
    expect(
      pipelineCountsSchema.safeParse({ applied: group, screening: group, interview: group, offer: group })
        .success,
    ).toBe(true);
  });

  it('refuses a negative count and a missing group', () => {
    expect(
      fieldErrorsOf(pipelineCountsSchema, {
        applied: { ...group, pending: -1 },
        screening: group,
        interview: group,
      }),
    ).toEqual([
      { field: 'applied.pending', message: 'Must be at least 0.' },
      { field: 'offer', message: 'This field is required.' },
    ]);
  });
});
