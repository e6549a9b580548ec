import { describe, expect, it } from 'vitest';
import { resolveStageGroup, stageGroupNames, stageGroups } from './stage-groups.ts';
import { allStageIds } from './stage-ids.ts';

describe('resolveStageGroup', () => {
  it.each([
    [1, 'applied'],
    [17, 'applied'],
    [20, 'applied'],
    [23, 'applied'],
    [24, 'applied'],
    [25, 'applied'],
    [28, 'applied'],
    [29, 'applied'],
    [2, 'screening'],
    [4, 'screening'],
    [8, 'screening'],
    [18, 'screening'],
    [19, 'screening'],
    [3, 'interview'],
    [5, 'interview'],
    [6, 'interview'],
    [7, 'interview'],
    [9, 'interview'],
    [10, 'interview'],
    [11, 'offer'],
    [14, 'offer'],
  ])('puts stage %i in the %s group', (stageId, group) => {
    expect(resolveStageGroup(stageId)).toBe(group);
  });

  it.each([15, 16])('puts exit stage %i in no group', (stageId) => {
    expect(resolveStageGroup(stageId)).toBeNull();
  });

  it.each([0, 12, 13, 30, -1])('puts unknown id %i in no group', (stageId) => {
    expect(resolveStageGroup(stageId)).toBeNull();
  });

  it('assigns every known stage id to at most one group, leaving only Withdrew and Rejected out', () => {
    const grouped = stageGroupNames.flatMap((group) => [...stageGroups[group]]);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(allStageIds.filter((id) => !(grouped as number[]).includes(id)).toSorted()).toEqual([15, 16]);
  });
});
