import { describe, expect, it } from 'vitest';
import { resolveListTab } from './list-tab.ts';
import type { Stage } from './sub-stages.ts';

const stages: Stage[] = [
  {
    id: 24,
    groupStage: 'applied',
    subStages: [
      { id: 1, codeStage: 'pending', defaultSubStage: false, orderIndex: 0 },
      { id: 2, codeStage: 'completed', defaultSubStage: true, orderIndex: 1 },
    ],
  },
  { id: 1, groupStage: 'applied', subStages: [] },
  { id: 2, groupStage: 'screening', subStages: [] },
  { id: 6, groupStage: 'interview', subStages: [] },
];
const base = { stages, configuredStageIds: [40, 6, 2], groupStage: 'screening' as const };
const firstWithDefault = { stageId: 24, subStageCode: 'completed' };

describe('resolveListTab', () => {
  it.each([
    [0, { stageId: 1, subStageCode: 'pending' }],
    [1, { stageId: 1, subStageCode: 'completed' }],
    [2, { stageId: 6, subStageCode: 'pending' }],
    [3, { stageId: 2, subStageCode: 'pending' }],
    ['0', { stageId: 1, subStageCode: 'pending' }],
    ['3', { stageId: 2, subStageCode: 'pending' }],
  ])('tab %j opens %j', (selectedTabIndex, expected) => {
    expect(resolveListTab({ ...base, selectedTabIndex })).toEqual(expected);
  });

  it.each([-1, 4, Number.NaN, 1.5, undefined, null, '', ' ', 'x', '-1', '4'])(
    'tab %j opens the first stage with its default sub-stage',
    (selectedTabIndex) => {
      expect(resolveListTab({ ...base, selectedTabIndex })).toEqual(firstWithDefault);
    },
  );

  it('falls back to the default tab when no configured stage exists for tab 2', () => {
    expect(resolveListTab({ ...base, configuredStageIds: [40], selectedTabIndex: 2 })).toEqual(
      firstWithDefault,
    );
  });

  it('falls back to the default tab when no stage has the group for tab 3', () => {
    expect(resolveListTab({ ...base, groupStage: 'offer', selectedTabIndex: 3 })).toEqual(firstWithDefault);
    expect(resolveListTab({ ...base, groupStage: undefined, selectedTabIndex: 3 })).toEqual(firstWithDefault);
  });

  it('uses pending when the first stage has no sub-stages', () => {
    expect(resolveListTab({ ...base, stages: stages.slice(1), selectedTabIndex: undefined })).toEqual({
      stageId: 1,
      subStageCode: 'pending',
    });
  });

  it('opens Applied/pending when no stages are loaded', () => {
    expect(resolveListTab({ ...base, stages: [], selectedTabIndex: 9 })).toEqual({
      stageId: 1,
      subStageCode: 'pending',
    });
  });
});
