import type { CandidateCodeStage } from '../enums/enumerations.ts';
import type { AssessmentType } from './assessment-types.ts';
import { isInvitedAtFirstReview } from './first-review.ts';

// Decision: only SCREENING and SCHEDULED (HR scheduler) are re-sendable, as spec §4 names "screening or
// HR-scheduled types"; the candidate scheduler (SCHEDULER) follows the pending-only rule of other types.
export const resendableAssessmentTypes = [
  'SCREENING',
  'SCHEDULED',
] as const satisfies readonly AssessmentType[];

/**
 * Whether a candidate can be started on or sent an assessment of this type.
 * Decision: a candidate with no code record yet (null or undefined) counts as PENDING.
 */
export function canStartOrSend(state: {
  type: AssessmentType;
  codeStage: CandidateCodeStage | null | undefined;
  stageId: number;
}): boolean {
  const codeStage = state.codeStage ?? 'PENDING';
  if (codeStage === 'PENDING') return true;
  if (!(resendableAssessmentTypes as readonly AssessmentType[]).includes(state.type)) return false;
  return codeStage === 'IN_PROGRESS' || isInvitedAtFirstReview({ codeStage, stageId: state.stageId });
}
