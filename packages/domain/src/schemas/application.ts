import { z } from 'zod';
import { epochSecondsSchema, idParamSchema, idSchema } from './common.ts';
import {
  booleanField,
  fieldLimits,
  keyField,
  listField,
  numberField,
  objectSchema,
  optionalTextField,
  queryBooleanField,
  readableErrors,
  textField,
} from './fields.ts';
import { stageIdParamSchema, stageIdSchema, stageRefSchema, subStageSchema } from './stage.ts';

export const applicationMessages = {
  questionId: 'Must be a question id or key.',
  response: 'Enter text, a number, yes or no, or a list of choices.',
} as const;

// Decision: one bulk action moves at most 1000 candidates (one of §9's limits), keeping a call bounded.
export const maxBulkIds = 1000;

/** A question is referenced by numeric id or, for configured forms, by its field key. */
export const questionIdSchema = z.union([idSchema, keyField()], { error: applicationMessages.questionId });

export const applicationResponseSchema = objectSchema({
  questionId: questionIdSchema,
  response: z.union(
    [
      z.string(readableErrors).max(fieldLimits.answerWithBreaks),
      z.number(),
      z.boolean(),
      listField(z.string(readableErrors).max(fieldLimits.label), 0, 100),
      z.null(),
    ],
    { error: applicationMessages.response },
  ),
});
export type ApplicationResponse = z.output<typeof applicationResponseSchema>;

/** Interview feedback (§3): its body holds the recommendation and the interview. */
export const applicationFeedbackSchema = objectSchema({
  body: objectSchema({
    recommendation: textField(fieldLimits.longText),
    interviewId: idSchema.nullish(),
  }),
});

export const applicationScoreSchema = objectSchema({
  stage: stageRefSchema,
  score: numberField(),
});

/**
 * An application (§3). Decision: role is a reference ({id}, optionally its name); the three consents are
 * nullable because "not equal to false counts as agreed" (§5) needs the unset state.
 */
export const applicationSchema = objectSchema({
  id: idSchema.nullish(),
  role: objectSchema({ id: idSchema, name: optionalTextField() }),
  appliedAt: epochSecondsSchema.nullish(),
  roleType: optionalTextField(),
  subStage: subStageSchema.nullish(),
  lastSubStage: subStageSchema.nullish(),
  acceptTermAndConditions: booleanField().nullish(),
  acceptRare: booleanField().nullish(),
  acceptResearch: booleanField().nullish(),
  responses: listField(applicationResponseSchema, 0, 500).nullish(),
  feedbacks: listField(applicationFeedbackSchema, 0, 200).nullish(),
  scores: listField(applicationScoreSchema, 0, 200).nullish(),
  candidateScore: numberField().nullish(),
  ethnicity: optionalTextField(),
  ethnicityMulti: listField(textField(), 0, 50).nullish(),
  ethnicitySpecify: optionalTextField(),
});
export type Application = z.output<typeof applicationSchema>;

const bulkIdsSchema = listField(idSchema, 1, maxBulkIds);

/** POST /candidate/bulkstage/{stageId}/{substageId} body (§7). Decision: resource is free text. */
export const bulkStageBodySchema = objectSchema({
  ids: bulkIdsSchema,
  substageId: idSchema,
  stageId: stageIdSchema,
  roleId: idSchema,
  resource: optionalTextField(),
});
export type BulkStageBody = z.output<typeof bulkStageBodySchema>;

export const bulkStageParamsSchema = objectSchema({
  stageId: stageIdParamSchema,
  substageId: idParamSchema,
});

/** ?assignee=true of the bulk stage call (§7). */
export const bulkStageQuerySchema = objectSchema({
  assignee: queryBooleanField(),
});

/** POST /candidate/{id}/fasttrackcandidates/{substageId}/stage/{stageId} body (§7). */
export const fastTrackBodySchema = objectSchema({
  ids: bulkIdsSchema,
  async: booleanField().default(false),
});
export type FastTrackBody = z.output<typeof fastTrackBodySchema>;

/** POST /candidate/{id}/applications/{x}/stage/{stageId} body (§7). */
export const applicationStageBodySchema = objectSchema({
  dateApplied: epochSecondsSchema,
});
export type ApplicationStageBody = z.output<typeof applicationStageBodySchema>;

/** Path of POST /candidate/{id}/stage/{stageId}/{substageId}/organization/{orgId} (§7). */
export const candidateStageParamsSchema = objectSchema({
  id: idParamSchema,
  stageId: stageIdParamSchema,
  substageId: idParamSchema,
  orgId: idParamSchema,
});
