import type { z } from 'zod';
import { idParamSchema, idSchema } from './common.ts';
import {
  emailField,
  enumField,
  fieldLimits,
  fromQuery,
  integerField,
  listField,
  objectSchema,
  optionalTextField,
  queryBooleanField,
  textField,
  tokenField,
} from './fields.ts';
import { organizationKeySchema } from './organization-key.ts';
import { stageIdSchema } from './stage.ts';
import { stageMoveChoiceShape } from './stage-move-choice.ts';

/** Path of /organization/{id}/token/{token}/candidate/{candidateId}: a reviewer link's candidate (§7 Public). */
export const reviewCandidateParamsSchema = objectSchema({
  id: organizationKeySchema,
  token: tokenField(),
  candidateId: idParamSchema,
});

/**
 * POST /organization/{id}/token/{token}/candidate/{candidateId}: an outside reviewer's decision on one
 * candidate. Decision: the recommendation is short free text (e.g. 'Invite to interview'); the comment is
 * optional; the reviewer may sign with a name when the link does not carry one.
 */
export const reviewerFeedbackSchema = objectSchema({
  recommendation: textField(fieldLimits.label),
  comment: optionalTextField(fieldLimits.longText),
  reviewerName: optionalTextField(),
});
export type ReviewerFeedback = z.output<typeof reviewerFeedbackSchema>;

/** A screening decision (§4 application screen): progress to the next stage, reject, or hold at this stage. */
export const screeningDecisions = ['progress', 'reject', 'hold'] as const;
export type ScreeningDecision = (typeof screeningDecisions)[number];

/** POST /organization/{orgId}/screening/{id}: a manager's decision on the candidate being screened. */
export const screeningDecisionSchema = objectSchema({
  decision: enumField(screeningDecisions),
  /** Optional words kept in the stage history as the move's reason. */
  reason: optionalTextField(fieldLimits.label),
  /** The stage the decision was made at: when the candidate has moved on since, the API answers 409. */
  stageId: stageIdSchema.optional(),
  ...stageMoveChoiceShape,
});
export type ScreeningDecisionPayload = z.output<typeof screeningDecisionSchema>;

/** ?roleId=&stageId=&held= of GET /organization/{orgId}/screening: which queue; held lists the held ones. */
export const screeningQueueQuerySchema = objectSchema({
  roleId: fromQuery(idSchema.optional()),
  stageId: fromQuery(stageIdSchema.optional()),
  held: queryBooleanField().optional(),
});
export type ScreeningQueueQuery = z.output<typeof screeningQueueQuerySchema>;

/** Path of /organization/{orgId}/screening and /organization/{orgId}/reviewers. */
export const screeningParamsSchema = objectSchema({ orgId: idParamSchema });

/**
 * POST /organization/{orgId}/reviewers: sends outside reviewers a screening link to the candidates named.
 * Each email's domain must be one of the organisation's review domains (§5 review emails).
 */
export const reviewerInvitationSchema = objectSchema({
  emails: listField(emailField(), 1, 20),
  candidateIds: listField(idSchema, 1, 500),
  message: optionalTextField(fieldLimits.longText),
  /** How long the link works, in days. */
  expiresInDays: integerField(1, 60).default(14),
});
export type ReviewerInvitation = z.output<typeof reviewerInvitationSchema>;

/** Path of /organization/{id}/token/{token}/candidates: a reviewer link's queue. */
export const reviewQueueParamsSchema = objectSchema({ id: organizationKeySchema, token: tokenField() });

/** POST /organization/{orgId}/candidate/{id}/reveal: a manager admin lifts blind review, with the reason. */
export const revealCandidateSchema = objectSchema({ reason: textField(fieldLimits.label) });
export type RevealCandidatePayload = z.output<typeof revealCandidateSchema>;
