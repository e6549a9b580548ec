import { z } from 'zod';
import { stageMoveTemplateChoices } from '../stages/message-policy.ts';
import { enumField, objectSchema, readableErrors, textField } from './fields.ts';

// Issue 32: what every move route accepts beside its own fields (kept apart so the move schemas import it alone).

/** A move's own choice about its message, over the stage's policy: another template, or none at all. */
export const stageMoveMessageChoiceSchema = z.union(
  [
    objectSchema({ template: enumField(stageMoveTemplateChoices) }),
    objectSchema({ send: z.literal(false, readableErrors) }),
  ],
  readableErrors,
);
export type StageMoveMessageChoice = z.output<typeof stageMoveMessageChoiceSchema>;

/** A rejection reason's id: one of the defaults' keys or an organisation's own. */
export const rejectionReasonIdSchema = textField(64);

/** What every move route accepts beside its own fields: the message choice and, for Rejected, the reason. */
export const stageMoveChoiceShape = {
  message: stageMoveMessageChoiceSchema.optional(),
  rejectionReasonId: rejectionReasonIdSchema.optional(),
};
