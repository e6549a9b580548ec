import type { z } from 'zod';
import { fieldLimits, objectSchema, optionalTextField, textField } from './fields.ts';

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
