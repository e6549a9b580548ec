import { z } from 'zod';
import { ratingScale, scorecardRecommendations } from '../assessment/scorecard-terms.ts';
import { idParamSchema, idSchema } from './common.ts';
import {
  booleanField,
  emailField,
  enumField,
  fieldLimits,
  integerField,
  listField,
  objectSchema,
  stringField,
  textField,
  tokenField,
} from './fields.ts';
import { organizationKeySchema } from './organization-key.ts';
import { stageIdParamSchema, stageIdSchema } from './stage.ts';

// Issue 33: an assessor's own scorecard of a candidate at a stage: a 1-5 rating per competency with evidence,
// an overall recommendation and private notes; saved as a draft, then submitted.

export const scorecardMessages = {
  rating: `Choose a rating from ${ratingScale.min} to ${ratingScale.max}.`,
  ratingToSubmit: 'Rate this competency before you submit.',
  recommendationToSubmit: 'Choose your overall recommendation before you submit.',
  unknownCompetency: 'Rate only competencies of your organisation.',
  duplicateCompetency: 'Rate each competency once.',
  unknownAssessor: 'Choose a manager of your organisation, or give an outside assessor’s email.',
  unknownKit: 'Choose an interview kit of this role and stage.',
  unknownExercise: 'Choose an exercise of an assessment centre of this role and stage.',
  assessedAt: 'Give the time of the interview as an ISO date and time.',
} as const;

const ratingField = () =>
  z
    .number({ error: () => scorecardMessages.rating })
    .int({ error: scorecardMessages.rating })
    .min(ratingScale.min, { error: scorecardMessages.rating })
    .max(ratingScale.max, { error: scorecardMessages.rating });

export const scorecardRatingSchema = objectSchema({
  competencyId: idSchema,
  rating: ratingField().nullable(),
  evidence: stringField().trim().max(fieldLimits.longText).default(''),
});

/** POST /organization/{orgId}/candidate/{cid}/scorecard: the caller's own scorecard, a draft or submitted. */
export const scorecardSaveSchema = objectSchema({
  stageId: stageIdSchema,
  exerciseId: integerField(0).default(0),
  kitId: idSchema.nullish(),
  ratings: listField(scorecardRatingSchema, 0, 30).default([]),
  recommendation: enumField(scorecardRecommendations).nullable().default(null),
  privateNotes: stringField().trim().max(fieldLimits.longText).default(''),
  submit: booleanField().default(false),
}).superRefine((card, context) => {
  const seen = new Set<number>();
  card.ratings.forEach((entry, index) => {
    if (seen.has(entry.competencyId)) {
      context.addIssue({
        code: 'custom',
        path: ['ratings', index, 'competencyId'],
        message: scorecardMessages.duplicateCompetency,
      });
    }
    seen.add(entry.competencyId);
    if (card.submit && entry.rating === null) {
      context.addIssue({
        code: 'custom',
        path: ['ratings', index, 'rating'],
        message: scorecardMessages.ratingToSubmit,
      });
    }
  });
  if (card.submit && card.recommendation === null) {
    context.addIssue({
      code: 'custom',
      path: ['recommendation'],
      message: scorecardMessages.recommendationToSubmit,
    });
  }
});
export type ScorecardSave = z.output<typeof scorecardSaveSchema>;

/** The public page's save: the same, with the scorecard its link opens (no stage: the link names it). */
export const publicScorecardSaveSchema = objectSchema({
  ratings: listField(scorecardRatingSchema, 0, 30).default([]),
  recommendation: enumField(scorecardRecommendations).nullable().default(null),
  privateNotes: stringField().trim().max(fieldLimits.longText).default(''),
  submit: booleanField().default(false),
});

const assessorSchema = z.union(
  [
    objectSchema({ userId: idSchema }),
    objectSchema({ email: emailField(), name: textField(120).optional() }),
  ],
  { error: () => scorecardMessages.unknownAssessor },
);

/** POST /organization/{orgId}/candidate/{cid}/scorecards: asks assessors for their scorecards. */
export const scorecardRequestSchema = objectSchema({
  stageId: stageIdSchema,
  exerciseId: integerField(0).default(0),
  kitId: idSchema.nullish(),
  assessedAt: z.iso.datetime({ offset: true, error: () => scorecardMessages.assessedAt }).nullish(),
  assessors: listField(assessorSchema, 1, 20),
});
export type ScorecardRequest = z.output<typeof scorecardRequestSchema>;

export const candidateScorecardsParamsSchema = objectSchema({ orgId: idParamSchema, cid: idParamSchema });
export const candidateScorecardsQuerySchema = objectSchema({ stageId: stageIdParamSchema.optional() });
export const scorecardParamsSchema = objectSchema({ orgId: idParamSchema, scorecardId: idParamSchema });
export const publicScorecardParamsSchema = objectSchema({ id: organizationKeySchema, token: tokenField() });
