import type { StageId } from './stage-ids.ts';
import { stageIds } from './stage-ids.ts';

// Decision: a hiring funnel from sourcing through review, tests and interviews to offer, with the two
// exits (Withdrew, Rejected) last; used wherever the UI or API lists stages.
export const pipelineOrder = [
  stageIds.approached,
  stageIds.interestShown,
  stageIds.checkedAtAppSlam,
  stageIds.onlineApplicationForm,
  stageIds.applied,
  stageIds.appliedWithoutAppReview,
  stageIds.forApplicationReview,
  stageIds.forReview,
  stageIds.draftPromised,
  stageIds.draftReceived,
  stageIds.atOnlineTest,
  stageIds.criticalThinkingTest,
  stageIds.atVideoInterview,
  stageIds.atPhoneInterview,
  stageIds.atInterview,
  stageIds.firstRound,
  stageIds.secondRound,
  stageIds.assessmentCentre,
  stageIds.finalRound,
  stageIds.offerMade,
  stageIds.offerAccepted,
  stageIds.withdrew,
  stageIds.rejected,
] as const satisfies readonly StageId[];

/** Sort comparator by pipeline position; ids outside the pipeline sort last, by id. */
export function comparePipelineOrder(a: number, b: number): number {
  const order = pipelineOrder as readonly number[];
  const rank = (id: number) => {
    const index = order.indexOf(id);
    return index === -1 ? order.length : index;
  };
  return rank(a) - rank(b) || a - b;
}
