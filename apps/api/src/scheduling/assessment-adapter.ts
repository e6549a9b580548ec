import type { AssessmentResultStage, CandidateCodeStage } from '@shortlist/domain/enums';
import type { AssessmentType } from '@shortlist/domain/stages';
import type { CandidateCodeRow } from './eligibility.ts';

/** The candidate an assessment is sent to. */
export interface AssessmentInvitee {
  candidateId: number;
  organizationId: number;
  type: AssessmentType;
  stageId: number;
  email: string;
  firstName: string;
}

/** What the provider answered to an invitation: the state the record starts in and its own reference. */
export interface AssessmentInvitation {
  codeStage: CandidateCodeStage;
  reference: string | null;
}

export interface AssessmentResult {
  resultStage: AssessmentResultStage;
  score: number | null;
}

/**
 * The one seam between the pipeline and whoever runs an assessment (§4): the built-in adapter for the
 * schedulers and the application screen, and one adapter per third-party test provider.
 */
export interface AssessmentAdapter {
  /** Sends the candidate the assessment. */
  invite(candidate: AssessmentInvitee): Promise<AssessmentInvitation>;
  /** The record's state as the provider sees it. */
  status(code: CandidateCodeRow): Promise<CandidateCodeStage>;
  /** The provider's result, or null while there is none. */
  result(code: CandidateCodeRow): Promise<AssessmentResult | null>;
}

/** Reads the result a record holds: the built-in types and the simulator keep results on the record itself. */
export function storedResult(code: CandidateCodeRow): AssessmentResult | null {
  if (code.resultStage === null) return null;
  const score = code.result?.score;
  return {
    resultStage: code.resultStage as AssessmentResultStage,
    score: typeof score === 'number' ? score : null,
  };
}
