import type { z } from 'zod';
import { requiredAnchors } from '../assessment/scorecard-terms.ts';
import { idParamSchema, idSchema } from './common.ts';
import { booleanField, fieldLimits, listField, objectSchema, stringField, textField } from './fields.ts';

// Issue 33: an organisation's competency framework. Each competency has a rating guide whose anchors say what
// a 1, a 3 and a 5 look like (2 and 4 where the firm writes them).

export const competencyMessages = {
  anchorRequired: (level: number) => `Describe what a ${level} looks like.`,
  duplicateName: 'Your organisation already has a competency of this name.',
  order: 'List every competency of your organisation once, in the new order.',
  unknownCompetency: 'Choose a competency of your organisation.',
} as const;

const anchorField = () => stringField().trim().max(fieldLimits.label);

/** The 1-5 guide: each level's anchor; 1, 3 and 5 required. */
export const ratingGuideSchema = objectSchema({
  // Every level is optional in shape, so a missing 1, 3 or 5 reads as the sentence below.
  '1': anchorField().optional(),
  '2': anchorField().optional(),
  '3': anchorField().optional(),
  '4': anchorField().optional(),
  '5': anchorField().optional(),
}).superRefine((guide, context) => {
  for (const level of requiredAnchors) {
    if (!guide[`${level}`]) {
      context.addIssue({
        code: 'custom',
        path: [`${level}`],
        message: competencyMessages.anchorRequired(level),
      });
    }
  }
});
export type RatingGuideInput = z.output<typeof ratingGuideSchema>;

/** POST /organization/{orgId}/competencies. */
export const competencyCreateSchema = objectSchema({
  name: textField(120),
  description: stringField().trim().max(fieldLimits.label).default(''),
  guide: ratingGuideSchema,
});
export type CompetencyCreate = z.output<typeof competencyCreateSchema>;

/** PUT /organization/{orgId}/competencies/{competencyId}: any of its parts, or retired (no longer offered). */
export const competencyUpdateSchema = objectSchema({
  name: textField(120).optional(),
  description: stringField().trim().max(fieldLimits.label).optional(),
  guide: ratingGuideSchema.optional(),
  retired: booleanField().optional(),
});
export type CompetencyUpdate = z.output<typeof competencyUpdateSchema>;

/** PUT /organization/{orgId}/competency-order: every competency's id, in the new order. */
export const competencyOrderSchema = objectSchema({ ids: listField(idSchema, 1, 200) });

export const competenciesParamsSchema = objectSchema({ orgId: idParamSchema });
export const competencyParamsSchema = objectSchema({ orgId: idParamSchema, competencyId: idParamSchema });
