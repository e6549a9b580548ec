import type { z } from 'zod';
import { idParamSchema } from './common.ts';
import { fieldLimits, objectSchema, optionalTextField, textField, tokenField } from './fields.ts';
import { organizationKeySchema } from './organization-key.ts';

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
