import type { z } from 'zod';
import { enumField, numberField, objectSchema, textField } from './fields.ts';
import { subdomainSchema } from './organization.ts';

export const assessmentWebhookMessages = {
  scoreRequired: 'A completed assessment needs its score.',
} as const;

/**
 * What a test provider reports about an invitation (README "Assessments"): the candidate started it, finished
 * it with a score, or the attempt failed. The simulated provider sends the same events a real one would.
 */
export const assessmentWebhookEventTypes = [
  'assessment.started',
  'assessment.completed',
  'assessment.failed',
] as const;
export type AssessmentWebhookEventType = (typeof assessmentWebhookEventTypes)[number];

/** POST /api/public/assessments/webhook/{subdomain}: one provider event about one invitation. */
export const assessmentWebhookSchema = objectSchema({
  /** The provider's id of the event, kept in the audit log. */
  eventId: textField(100),
  type: enumField(assessmentWebhookEventTypes),
  /** The reference the provider answered the invitation with. */
  reference: textField(200),
  score: numberField(0, 1_000_000).nullish(),
}).refine((event) => event.type !== 'assessment.completed' || event.score != null, {
  error: assessmentWebhookMessages.scoreRequired,
  path: ['score'],
});
export type AssessmentWebhookEvent = z.output<typeof assessmentWebhookSchema>;

/** The organisation a provider reports to: each client account is configured with its own webhook address. */
export const assessmentWebhookParamsSchema = objectSchema({ subdomain: subdomainSchema });
