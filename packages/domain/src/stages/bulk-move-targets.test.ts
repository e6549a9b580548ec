import { describe, expect, it } from 'vitest';
import { resolveBulkMoveTargets } from './bulk-move-targets.ts';
import { stageIds } from './stage-ids.ts';

const stages = [stageIds.rejected, stageIds.atInterview, stageIds.applied, stageIds.offerMade].map((id) => ({
  id,
}));
const ids = (list: { id: number }[]) => list.map((stage) => stage.id);

describe('resolveBulkMoveTargets', () => {
  it('offers a move to every stage, in pipeline order', () => {
    expect(ids(resolveBulkMoveTargets(stages, { kind: 'move', fromStageId: stageIds.atInterview }))).toEqual([
      stageIds.applied,
      stageIds.atInterview,
      stageIds.offerMade,
      stageIds.rejected,
    ]);
  });

  it('offers a fast-track only to stages after the shown one, never to an exit', () => {
    expect(ids(resolveBulkMoveTargets(stages, { kind: 'fastTrack', fromStageId: stageIds.applied }))).toEqual(
      [stageIds.atInterview, stageIds.offerMade],
    );
    expect(
      ids(resolveBulkMoveTargets(stages, { kind: 'fastTrack', fromStageId: stageIds.offerMade })),
    ).toEqual([]);
  });

  it('offers a fast-track from every stage of a mixed list to any forward stage', () => {
    expect(ids(resolveBulkMoveTargets(stages, { kind: 'fastTrack', fromStageId: null }))).toEqual([
      stageIds.applied,
      stageIds.atInterview,
      stageIds.offerMade,
    ]);
  });
});
