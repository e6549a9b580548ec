import type { StageId } from './stage-ids.ts';
import { stageIds } from './stage-ids.ts';

// The four groups of the pipeline counts (spec §3); the order is the funnel order shown to managers.
export const stageGroupNames = ['applied', 'screening', 'interview', 'offer'] as const;
export type StageGroup = (typeof stageGroupNames)[number];

// Decision: sourcing and first-review stages (17, 20, 24, 25, 23, 1, 28, 29) count as applied; online tests,
// video interview and writing drafts (2, 4, 8, 18, 19) as screening; the scheduler's interview stages
// (3, 5, 6, 7, 9, 10) as interview; 11 and 14 as offer; Withdrew (15) and Rejected (16) belong to no group.
export const stageGroups = {
  applied: [
    stageIds.interestShown,
    stageIds.approached,
    stageIds.checkedAtAppSlam,
    stageIds.onlineApplicationForm,
    stageIds.applied,
    stageIds.appliedWithoutAppReview,
    stageIds.forApplicationReview,
    stageIds.forReview,
  ],
  screening: [
    stageIds.draftPromised,
    stageIds.draftReceived,
    stageIds.atOnlineTest,
    stageIds.criticalThinkingTest,
    stageIds.atVideoInterview,
  ],
  interview: [
    stageIds.atPhoneInterview,
    stageIds.atInterview,
    stageIds.firstRound,
    stageIds.secondRound,
    stageIds.assessmentCentre,
    stageIds.finalRound,
  ],
  offer: [stageIds.offerMade, stageIds.offerAccepted],
} as const satisfies Record<StageGroup, readonly StageId[]>;

/** The pipeline group a stage counts in, or null for Withdrew, Rejected and unknown ids. */
export function resolveStageGroup(stageId: number): StageGroup | null {
  for (const group of stageGroupNames) {
    if ((stageGroups[group] as readonly number[]).includes(stageId)) return group;
  }
  return null;
}
