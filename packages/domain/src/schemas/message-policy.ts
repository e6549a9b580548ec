import type { z } from 'zod';
import { isLocalTime } from '../format/working-day.ts';
import { messageTimingKinds, stageMoveTemplateChoices } from '../stages/message-policy.ts';
import { idParamSchema, idSchema } from './common.ts';
import {
  booleanField,
  enumField,
  integerField,
  listField,
  objectSchema,
  stringField,
  textField,
} from './fields.ts';
import { searchFilterSchema } from './search.ts';
import { stageIdParamSchema, stageIdSchema } from './stage.ts';
import {
  rejectionReasonIdSchema,
  stageMoveChoiceShape,
  stageMoveMessageChoiceSchema,
} from './stage-move-choice.ts';

// Issue 32: an organisation's message policy per stage, the choice a move makes about its message, the
// preview of what a move will send, and the organisation's rejection reasons.

export const messagePolicyMessages = {
  holdMinutes: 'Give the hold in whole minutes, from 1 to 10,080 (a week).',
  localTime: 'Give the time as HH:MM on a 24-hour clock, such as 09:00.',
  template: 'Choose the email or text template this stage sends, or turn its messages off.',
  templateOfStage: 'Choose a template that suits a move to this stage.',
  selection: 'Choose the candidates: their ids or a search filter, not both.',
  reasonRequired: 'Choose the reason for the rejection from your organisation’s list.',
  unknownReason: 'Choose a reason from your organisation’s list.',
} as const;

/** The longest hold: a week. */
export const maxHoldMinutes = 7 * 24 * 60;

/** PUT /organization/{orgId}/message-policies/{stageId}[/{substageId}]: a stage's or sub-stage's policy. */
export const stageMessagePolicyBodySchema = objectSchema({
  notify: booleanField(),
  emailTemplate: enumField(stageMoveTemplateChoices).nullable(),
  smsTemplate: enumField(stageMoveTemplateChoices).nullable().default(null),
  timing: enumField(messageTimingKinds),
  holdMinutes: integerField(1, maxHoldMinutes).nullish(),
  localTime: stringField().nullish(),
}).superRefine((policy, context) => {
  if (policy.notify && policy.emailTemplate === null && policy.smsTemplate === null) {
    context.addIssue({ code: 'custom', path: ['emailTemplate'], message: messagePolicyMessages.template });
  }
  if (policy.timing === 'hold' && (policy.holdMinutes ?? null) === null) {
    context.addIssue({ code: 'custom', path: ['holdMinutes'], message: messagePolicyMessages.holdMinutes });
  }
  if (policy.timing === 'scheduled' && !isLocalTime(policy.localTime ?? '')) {
    context.addIssue({ code: 'custom', path: ['localTime'], message: messagePolicyMessages.localTime });
  }
});
export type StageMessagePolicyBody = z.output<typeof stageMessagePolicyBodySchema>;

export const messagePoliciesParamsSchema = objectSchema({ orgId: idParamSchema });
export const stageMessagePolicyParamsSchema = objectSchema({
  orgId: idParamSchema,
  stageId: stageIdParamSchema,
});
export const subStageMessagePolicyParamsSchema = objectSchema({
  orgId: idParamSchema,
  stageId: stageIdParamSchema,
  substageId: idParamSchema,
});

/** The optional body of the single moves (ostage, stage/{stageId}/{substageId}/organization/{orgId}). */
export const stageMoveBodySchema = objectSchema(stageMoveChoiceShape).optional();
export type StageMoveBody = z.output<typeof stageMoveBodySchema>;

/** The search filter of the filter moves, with the move's message choice and reason. */
// safeExtend keeps the filter's own refinement (the role dates) and adds the move's fields to the one object.
export const searchFilterMoveSchema = searchFilterSchema.safeExtend(stageMoveChoiceShape);

/** POST /organization/{orgId}/stage-moves/preview: what a move of these candidates to a stage would send. */
export const stageMovePreviewSchema = objectSchema({
  stageId: stageIdSchema,
  substageId: idSchema.nullish(),
  ids: listField(idSchema, 1, 10_000).nullish(),
  filter: searchFilterSchema.nullish(),
  message: stageMoveMessageChoiceSchema.optional(),
}).refine((preview) => (preview.ids == null) !== (preview.filter == null), {
  error: messagePolicyMessages.selection,
  path: ['ids'],
});
export type StageMovePreviewBody = z.output<typeof stageMovePreviewSchema>;

/** The longest name a rejection reason may have. */
export const maxRejectionReasonNameLength = 120;

/** POST /organization/{orgId}/rejection-reasons: a reason of the organisation's own. */
export const rejectionReasonCreateSchema = objectSchema({ name: textField(maxRejectionReasonNameLength) });
/** PUT /organization/{orgId}/rejection-reasons/{reasonId}: a new name, or retired (no longer offered). */
export const rejectionReasonUpdateSchema = objectSchema({
  name: textField(maxRejectionReasonNameLength).optional(),
  retired: booleanField().optional(),
});
export type RejectionReasonUpdate = z.output<typeof rejectionReasonUpdateSchema>;
export const rejectionReasonsParamsSchema = objectSchema({ orgId: idParamSchema });
export const rejectionReasonParamsSchema = objectSchema({
  orgId: idParamSchema,
  reasonId: rejectionReasonIdSchema,
});
