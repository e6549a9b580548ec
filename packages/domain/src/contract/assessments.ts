import type { AssessmentResultStage, CandidateCodeStage } from '../enums/index.ts';
import type { AssessmentType } from '../stages/index.ts';
import { defineRoute, jsonReply } from './route.ts';

// Assessments (issue 14): who of a selection may be invited to an online test, and the test providers'
// signed webhook that reports their results (README of apps/api/src/scheduling, "Assessments").

const tag = 'Scheduling';

/** A type the organisation offers (GET /assessment-types, §6), with the stages it is taken at (§4). */
export interface OfferedAssessmentType {
  id: AssessmentType;
  label: string;
  value: AssessmentType;
  stages: readonly number[];
  lateral: boolean;
  /** An online test of a third-party provider (the ones a list invites to). */
  thirdParty: boolean;
}

/** Why a candidate cannot get an assessment now (§4 allowed stages and start rule, §5 scheduling rule). */
export type AssessmentRefusalReason =
  | 'not-found'
  | 'not-submitted'
  | 'other-role'
  | 'wrong-stage'
  | 'stage-not-allowed'
  | 'already-invited'
  | 'stage-already-covered';

/** One candidate an invitation left out, with the reason in words. */
export interface AssessmentSkip {
  id: number;
  reason: AssessmentRefusalReason;
  message: string;
}

/** What POST /assessments/{type}/invitations did. */
export interface AssessmentInvitationReply {
  invited: number[];
  skipped: AssessmentSkip[];
}

/** The candidates of a selection refused for one reason: how many, and the first of them by name. */
export interface AssessmentRefusalGroup {
  reason: AssessmentRefusalReason;
  message: string;
  count: number;
  /** Up to assessmentRefusalNamesShown of them; name is null while the candidate is blind (blind review). */
  candidates: { id: number; name: string | null; stageId: number }[];
}

/** Who of a selection may be invited to an assessment now, and who may not and why. */
export interface AssessmentEligibility {
  type: AssessmentType;
  selected: number;
  eligibleIds: number[];
  ineligible: AssessmentRefusalGroup[];
}

/** How many refused candidates a group names; the rest are counted. */
export const assessmentRefusalNamesShown = 20;

export const checkAssessmentEligibility = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/assessments/{type}/eligibility',
  summary: 'Who of a selection (the search filter object) may be invited to the assessment now, and why not.',
  tag,
  params: 'assessmentTypeParamsSchema',
  body: 'searchFilterSchema',
  reply: jsonReply<AssessmentEligibility>(),
});

/** What the webhook did with a provider's event. */
export interface AssessmentWebhookReply {
  received: true;
  /** False when the record already held this state or a later one (a repeated or late event). */
  changed: boolean;
  codeStage: CandidateCodeStage;
  resultStage: AssessmentResultStage | null;
}

export const receiveAssessmentWebhook = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/assessments/webhook/{subdomain}',
  summary:
    "A test provider reports an invitation's progress or result; the body is signed in X-Assessment-Signature.",
  tag,
  auth: 'signature',
  params: 'assessmentWebhookParamsSchema',
  body: 'assessmentWebhookSchema',
  reply: jsonReply<AssessmentWebhookReply>(),
});
