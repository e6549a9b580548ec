import { describe, expect, it } from 'vitest';
import { pipelineOrder } from './pipeline-order.ts';
import { buildDefaultStageCatalogue, defaultStageCatalogue } from './stage-catalogue.ts';

const codesOf = (stageId: number) =>
  defaultStageCatalogue.find((stage) => stage.id === stageId)?.subStages.map((s) => s.codeStage);

describe('buildDefaultStageCatalogue', () => {
  it('has one stage per stage id, in pipeline order', () => {
    expect(defaultStageCatalogue.map((stage) => stage.id)).toEqual([...pipelineOrder]);
  });

  it.each([3, 5, 6, 7, 9, 10])('gives interview stage %i pending, invited, scheduled and completed', (id) => {
    expect(codesOf(id)).toEqual(['pending', 'invited', 'scheduled', 'completed']);
  });

  it.each([1, 2, 11, 16, 28])('gives stage %i pending and completed only', (id) => {
    expect(codesOf(id)).toEqual(['pending', 'completed']);
  });

  it('makes pending the default at order 0 of every stage', () => {
    for (const stage of defaultStageCatalogue) {
      const defaults = stage.subStages.filter((s) => s.defaultSubStage);
      expect(defaults).toEqual([expect.objectContaining({ codeStage: 'pending', orderIndex: 0 })]);
    }
  });

  it('sets each stage group from the stage id', () => {
    expect(defaultStageCatalogue.find((s) => s.id === 11)?.groupStage).toBe('offer');
    expect(defaultStageCatalogue.find((s) => s.id === 16)?.groupStage).toBeNull();
  });

  it('numbers sub-stage ids uniquely from the given start', () => {
    const ids = buildDefaultStageCatalogue({ firstSubStageId: 100 }).flatMap((s) =>
      s.subStages.map((x) => x.id),
    );
    expect(ids[0]).toBe(100);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
