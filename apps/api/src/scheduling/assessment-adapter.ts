import type { AssessmentResultStage, CandidateCodeStage } from '@shortlist/domain/enums';
import type { AssessmentWebhookEvent } from '@shortlist/domain/schemas';
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

/** A state the record moves to: a result a manager records, or what a provider's event reports. */
export interface AssessmentUpdate extends AssessmentResult {
  codeStage: CandidateCodeStage;
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
  /**
   * What an event of the provider's signed webhook does to the record; null when it changes nothing (no
   * provider reports on the type, or the event repeats or comes after a later one).
   */
  applyEvent(code: CandidateCodeRow, event: AssessmentWebhookEvent): AssessmentUpdate | null;
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

/**
 * The provider events' state machine (§4): started moves INVITED to IN_PROGRESS with the result PENDING, failed
 * records an ERROR result, completed stores the score. States only move forward, so a repeated or late event
 * (a provider's retry, a replay within the signature's tolerance) changes nothing.
 */
export function resolveProviderEvent(
  code: CandidateCodeRow,
  event: AssessmentWebhookEvent,
): AssessmentUpdate | null {
  if (code.codeStage === 'COMPLETED') return null;
  switch (event.type) {
    case 'assessment.started':
      return code.codeStage === 'INVITED' || code.codeStage === 'SCHEDULED'
        ? { codeStage: 'IN_PROGRESS', resultStage: 'PENDING', score: null }
        : null;
    case 'assessment.failed':
      return code.resultStage === 'ERROR'
        ? null
        : { codeStage: 'IN_PROGRESS', resultStage: 'ERROR', score: null };
    case 'assessment.completed':
      return { codeStage: 'COMPLETED', resultStage: 'COMPLETED', score: event.score ?? null };
  }
}
