import { describe, expect, it } from 'vitest';
import { findNextStage } from './next-stage.ts';
import { pipelineOrder } from './pipeline-order.ts';
import { stageIds } from './stage-ids.ts';

const everyStage = [...pipelineOrder];

describe('findNextStage', () => {
  it('takes the stage right after the current one when the organisation has every stage', () => {
    expect(findNextStage(stageIds.applied, everyStage)).toBe(stageIds.appliedWithoutAppReview);
    expect(findNextStage(stageIds.forReview, everyStage)).toBe(stageIds.draftPromised);
  });

  it('skips the stages the organisation does not have', () => {
    const enabled = [stageIds.applied, stageIds.firstRound, stageIds.offerMade, stageIds.rejected];
    expect(findNextStage(stageIds.applied, enabled)).toBe(stageIds.firstRound);
  });

  it('never progresses to Withdrew or Rejected', () => {
    expect(findNextStage(stageIds.offerAccepted, everyStage)).toBeNull();
    expect(
      findNextStage(stageIds.applied, [stageIds.applied, stageIds.withdrew, stageIds.rejected]),
    ).toBeNull();
  });

  it('answers null for a stage outside the pipeline', () => {
    expect(findNextStage(99, everyStage)).toBeNull();
  });
});
