import type { z } from 'zod';
import { assessmentDecisions } from '../assessment/scorecard-terms.ts';
import { idParamSchema, idSchema } from './common.ts';
import { enumField, fieldLimits, fromQuery, integerField, objectSchema, stringField } from './fields.ts';
import { stageIdParamSchema, stageIdSchema } from './stage.ts';
import { stageMoveChoiceShape } from './stage-move-choice.ts';

// Issue 33: the wash-up of a role's stage (its matrix and the decision per candidate) and the role's fairness
// evidence.

export const washUpMessages = {
  reason: 'Say why, in a few words: the decision is kept with its reason.',
  rejectionReason: 'Choose the reason for the rejection from your organisation’s list.',
  stale:
    'Someone has decided on this candidate since you opened the wash-up. Look at their decision, then decide again if you still need to.',
  notAtStage:
    'This candidate is no longer at this stage: a colleague may have moved them. Open the wash-up again to see where they are.',
  noNextStage: 'Your organisation has no stage after this one to progress the candidate to.',
} as const;

/** Path of /organization/{orgId}/roles/{roleId}/wash-up and /fairness. */
export const washUpParamsSchema = objectSchema({ orgId: idParamSchema, roleId: idParamSchema });

/** ?stageId= of GET .../wash-up: the stage whose scorecards are discussed. */
export const washUpQuerySchema = objectSchema({ stageId: stageIdParamSchema });
export type WashUpQuery = z.output<typeof washUpQuerySchema>;

/**
 * POST .../wash-up/decisions: progress, hold or reject one candidate at the stage, with the reason, and the
 * decision the person saw (null for none), so that two people deciding at once decide once.
 */
export const washUpDecisionSchema = objectSchema({
  candidateId: idSchema,
  stageId: stageIdSchema,
  decision: enumField(assessmentDecisions),
  reason: stringField().trim().min(1, { error: washUpMessages.reason }).max(fieldLimits.longText),
  previousDecisionId: integerField(1).nullable(),
  ...stageMoveChoiceShape,
}).superRefine((input, context) => {
  if (input.decision === 'reject' && !input.rejectionReasonId)
    context.addIssue({
      code: 'custom',
      path: ['rejectionReasonId'],
      message: washUpMessages.rejectionReason,
    });
});
export type WashUpDecisionPayload = z.output<typeof washUpDecisionSchema>;

/** ?stageId= is optional for the fairness evidence: every stage with scorecards unless one is named. */
export const fairnessQuerySchema = objectSchema({ stageId: fromQuery(stageIdSchema.optional()) });
export type FairnessQuery = z.output<typeof fairnessQuerySchema>;
