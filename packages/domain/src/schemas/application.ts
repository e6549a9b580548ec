import { z } from 'zod';
import { epochSecondsSchema, idParamSchema, idSchema } from './common.ts';
import { issueMessages } from './errors.ts';
import {
  booleanField,
  fieldLimits,
  keyField,
  listField,
  numberField,
  objectSchema,
  optionalTextField,
  queryBooleanField,
  stringField,
  textField,
} from './fields.ts';
import { stageIdParamSchema, stageIdSchema, stageRefSchema, subStageSchema } from './stage.ts';
import { stageMoveChoiceShape } from './stage-move-choice.ts';

export const applicationMessages = {
  questionId: 'Must be a question id or key.',
  response: 'Enter text, a number, yes or no, or a list of choices.',
  dateApplied: 'Enter the date applied as a date (YYYY-MM-DD) or in seconds since 1970.',
} as const;

// Decision: one bulk action moves at most 10,000 candidates, keeping a call bounded; the API moves them
// set-based in one transaction (the benchmark's 10,000-candidate move runs under a second).
export const maxBulkIds = 10_000;

/** A question is referenced by numeric id or, for configured forms, by its field key. */
export const questionIdSchema = z.union([idSchema, keyField()], { error: applicationMessages.questionId });

export const applicationResponseSchema = objectSchema({
  questionId: questionIdSchema,
  response: z.union(
    [
      stringField().max(fieldLimits.answerWithBreaks),
      z.number(),
      z.boolean(),
      listField(stringField().max(fieldLimits.label), 0, 100),
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
  ...stageMoveChoiceShape,
});
export type BulkStageBody = z.output<typeof bulkStageBodySchema>;

export const bulkStageParamsSchema = objectSchema({
  stageId: stageIdParamSchema,
  substageId: idParamSchema,
});

/** Path of POST /candidate/bulkassign/filter/{userId}: the manager every selected candidate is assigned to. */
export const bulkAssignFilterParamsSchema = objectSchema({ userId: idParamSchema });

/** ?assignee=true of the bulk stage call (§7). */
export const bulkStageQuerySchema = objectSchema({
  assignee: queryBooleanField(),
});

/** POST /candidate/{id}/fasttrackcandidates/{substageId}/stage/{stageId} body (§7). */
export const fastTrackBodySchema = objectSchema({
  ids: bulkIdsSchema,
  async: booleanField().default(false),
  ...stageMoveChoiceShape,
});
export type FastTrackBody = z.output<typeof fastTrackBodySchema>;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** An ISO date or date-time ('2026-01-15', '2026-01-15T09:30:00Z') read as epoch seconds; midnight UTC for a date. */
const isoDateAsEpochSeconds = z
  .string()
  .regex(isoDatePattern)
  .transform((text, context) => {
    const day = text.slice(0, 10);
    const millis = Date.parse(text.length === 10 ? `${day}T00:00:00Z` : text);
    // Date.parse may roll '2026-02-30' over to March; a calendar day that does not read back the same is refused.
    const realDay = new Date(Date.parse(`${day}T00:00:00Z`) || 0).toISOString().slice(0, 10) === day;
    if (Number.isNaN(millis) || !realDay) {
      context.addIssue({ code: 'custom', message: applicationMessages.dateApplied });
      return z.NEVER;
    }
    return Math.floor(millis / 1000);
  })
  .pipe(epochSecondsSchema);

/**
 * POST /candidate/{id}/applications/{x}/stage/{stageId} body (§7). Decision: dateApplied is an ISO date or
 * epoch seconds (the API client sends seconds); either way it is read as epoch seconds.
 */
export const applicationStageBodySchema = objectSchema({
  dateApplied: z.union([epochSecondsSchema, isoDateAsEpochSeconds], {
    error: (issue) => (issue.input === undefined ? issueMessages.required : applicationMessages.dateApplied),
  }),
});
export type ApplicationStageBody = z.output<typeof applicationStageBodySchema>;

/** Path of POST /candidate/{id}/ostage/{stageId} (§7). */
export const candidateOrganizationStageParamsSchema = objectSchema({
  id: idParamSchema,
  stageId: stageIdParamSchema,
});

/** Path of POST /candidate/{id}/fasttrackcandidates/{substageId}/stage/{stageId} (§7). */
export const fastTrackParamsSchema = objectSchema({
  id: idParamSchema,
  substageId: idParamSchema,
  stageId: stageIdParamSchema,
});

/** Path of POST and DELETE /candidate/{id}/assignee/{userId}: the manager assigned. */
export const candidateAssigneeParamsSchema = objectSchema({ id: idParamSchema, userId: idParamSchema });

/** Path of POST /candidate/{id}/copy/{roleId}: the role the application is copied to. */
export const candidateRoleParamsSchema = objectSchema({ id: idParamSchema, roleId: idParamSchema });

/** Path of POST /candidate/{id}/applications/{roleId}/stage/{stageId} (§7). */
export const applicationStageParamsSchema = objectSchema({
  id: idParamSchema,
  roleId: idParamSchema,
  stageId: stageIdParamSchema,
});

/** Path of GET /organization/{orgId}/stages. */
export const organizationStagesParamsSchema = objectSchema({ orgId: idParamSchema });

/** ?roleId of GET /organization/{orgId}/stages: the stages one role uses, or the organisation's all. */
export const organizationStagesQuerySchema = objectSchema({ roleId: idParamSchema.optional() });

/** Path of POST /candidate/{id}/stage/{stageId}/{substageId}/organization/{orgId} (§7). */
export const candidateStageParamsSchema = objectSchema({
  id: idParamSchema,
  stageId: stageIdParamSchema,
  substageId: idParamSchema,
  orgId: idParamSchema,
});
