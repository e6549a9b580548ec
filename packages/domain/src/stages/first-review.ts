import type { CandidateCodeStage } from '../enums/enumerations.ts';
import type { StageId } from './stage-ids.ts';
import { stageIds } from './stage-ids.ts';

export const firstReviewStageIds = [
  stageIds.applied,
  stageIds.forReview,
  stageIds.forApplicationReview,
] as const satisfies readonly StageId[];

export function isFirstReviewStage(stageId: number): boolean {
  return (firstReviewStageIds as readonly number[]).includes(stageId);
}

/** INVITED only counts at a first-review stage (spec §4). */
export function isInvitedAtFirstReview(state: {
  codeStage: CandidateCodeStage | null | undefined;
  stageId: number;
}): boolean {
  return state.codeStage === 'INVITED' && isFirstReviewStage(state.stageId);
}
