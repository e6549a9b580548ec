import { isRejectionPending } from './rejection-pending.ts';
import type { StageId } from './stage-ids.ts';
import { isStageId } from './stage-ids.ts';
import type { SubStageCode } from './sub-stages.ts';

// What a candidate is told about an application: never the organisation's internal stage names (issue 32).

export const candidateFacingStatuses = [
  'submitted',
  'inReview',
  'onlineTest',
  'interview',
  'assessmentCentre',
  'offer',
  'offerAccepted',
  'unsuccessful',
  'withdrawn',
] as const;
export type CandidateFacingStatus = (typeof candidateFacingStatuses)[number];

// Decision: sourcing and entry stages read Submitted, review stages and written drafts In review, every
// test Online test, phone, video and round interviews Interview; the exits read Unsuccessful and Withdrawn.
const statusByStage = {
  1: 'submitted',
  2: 'onlineTest',
  3: 'interview',
  4: 'interview',
  5: 'interview',
  6: 'interview',
  7: 'interview',
  8: 'onlineTest',
  9: 'assessmentCentre',
  10: 'interview',
  11: 'offer',
  14: 'offerAccepted',
  15: 'withdrawn',
  16: 'unsuccessful',
  17: 'submitted',
  18: 'inReview',
  19: 'inReview',
  20: 'submitted',
  23: 'submitted',
  24: 'submitted',
  25: 'submitted',
  28: 'inReview',
  29: 'inReview',
} as const satisfies Record<StageId, CandidateFacingStatus>;

/** Statuses after which the application is over: nothing more to do, nothing to withdraw from. */
export const closedCandidateFacingStatuses = [
  'offerAccepted',
  'unsuccessful',
  'withdrawn',
] as const satisfies readonly CandidateFacingStatus[];

/**
 * The status a candidate sees for an application at a stage and sub-stage. Decision: rejection-pending (the
 * Rejected stage's default sub-stage, where every move to Rejected lands today) reads Unsuccessful like the
 * rest of Rejected, so the portal never says more hopeful things than the decision; but while the rejection's
 * message is still held or scheduled (`rejectionNotYetSent`), it reads In review, so the portal never tells a
 * candidate before the firm's own message does, nor shows a decision an undo may take back. An unknown stage
 * reads In review.
 */
export function candidateFacingStatus(state: {
  stageId: number;
  subStageCode?: SubStageCode | null;
  rejectionNotYetSent?: boolean;
}): CandidateFacingStatus {
  const status = isRejectionPending({ stageId: state.stageId, subStageCode: state.subStageCode })
    ? 'unsuccessful'
    : isStageId(state.stageId)
      ? statusByStage[state.stageId]
      : 'inReview';
  return status === 'unsuccessful' && state.rejectionNotYetSent ? 'inReview' : status;
}

/** True once an application is over (offer accepted, unsuccessful or withdrawn): it cannot be withdrawn. */
export function isClosedCandidateFacingStatus(status: CandidateFacingStatus): boolean {
  return (closedCandidateFacingStatuses as readonly CandidateFacingStatus[]).includes(status);
}
