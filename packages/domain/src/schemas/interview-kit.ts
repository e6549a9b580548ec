import type { z } from 'zod';
import { idParamSchema, idSchema } from './common.ts';
import {
  fieldLimits,
  integerField,
  keyField,
  listField,
  objectSchema,
  stringField,
  textField,
} from './fields.ts';
import { stageIdSchema } from './stage.ts';

// Issue 33: an interview kit of a role's stage: what the interviewer reads first, the questions with their
// follow-ups, what a good answer covers, what each assesses and how long it takes.

export const interviewKitMessages = {
  duplicateKey: 'Each question of a kit needs its own key.',
  questionCompetency: 'A question may assess only competencies the kit assesses.',
} as const;

/** The longest a kit's part may take, in minutes. */
export const maxQuestionMinutes = 240;

export const kitQuestionSchema = objectSchema({
  key: keyField(),
  prompt: textField(fieldLimits.label),
  followUps: listField(textField(fieldLimits.label), 0, 10).default([]),
  goodAnswer: stringField().trim().max(fieldLimits.longText).default(''),
  competencyIds: listField(idSchema, 0, 20).default([]),
  minutes: integerField(1, maxQuestionMinutes),
});

/** POST /organization/{orgId}/roles/{roleId}/kits and PUT .../kits/{kitId}: the whole kit. */
export const interviewKitBodySchema = objectSchema({
  stageId: stageIdSchema,
  name: textField(120),
  introduction: stringField().trim().max(fieldLimits.longText).default(''),
  competencyIds: listField(idSchema, 0, 30).default([]),
  questions: listField(kitQuestionSchema, 0, 40).default([]),
}).superRefine((kit, context) => {
  const keys = new Set<string>();
  kit.questions.forEach((question, index) => {
    if (keys.has(question.key)) {
      context.addIssue({
        code: 'custom',
        path: ['questions', index, 'key'],
        message: interviewKitMessages.duplicateKey,
      });
    }
    keys.add(question.key);
    question.competencyIds.forEach((id, at) => {
      if (!kit.competencyIds.includes(id)) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'competencyIds', at],
          message: interviewKitMessages.questionCompetency,
        });
      }
    });
  });
});
export type InterviewKitBody = z.output<typeof interviewKitBodySchema>;

export const roleKitsParamsSchema = objectSchema({ orgId: idParamSchema, roleId: idParamSchema });
export const roleKitParamsSchema = objectSchema({
  orgId: idParamSchema,
  roleId: idParamSchema,
  kitId: idParamSchema,
});
