import { z } from 'zod';
import { metricTypes } from '../enums/enumerations.ts';
import { resolveMetricBounds } from '../scoring/metric-bounds.ts';
import { idSchema } from './common.ts';
import {
  booleanField,
  enumField,
  fieldLimits,
  keyField,
  numberField,
  objectSchema,
  optionalTextField,
  stringField,
} from './fields.ts';
import { stageIdSchema, stageRefSchema } from './stage.ts';

export const scoringMessages = {
  keyOrLabel: 'Give the metric a key or a label.',
  minAboveMax: 'The maximum must not be below the minimum.',
  minAboveDefaultMax: 'The minimum is above the default maximum; set a maximum too.',
  percentRange: 'A percentage must be between 0 and 100.',
  scoreAboveTotal: 'The score must not be above the total score.',
  emptyNote: 'Write a note before saving.',
  scoreValue: 'Enter a number, text, yes or no.',
} as const;

/** A score value as metrics allow it: a number or timestamp, text, or yes/no. */
export const scoreValueSchema = z.union(
  [z.number(), stringField().max(fieldLimits.longText), z.boolean(), z.null()],
  { error: scoringMessages.scoreValue },
);

/** One answer-level score (§3 candidate score entry). */
export const candidateScoreEntrySchema = objectSchema({
  key: keyField(),
  value: scoreValueSchema.optional(),
  stageId: stageIdSchema.nullish(),
  questionId: idSchema.nullish(),
  question: optionalTextField(fieldLimits.answer),
  response: optionalTextField(fieldLimits.longText),
});
export type CandidateScoreEntry = z.output<typeof candidateScoreEntrySchema>;

/** A candidate's score at a stage for one metric type (§3). */
export const candidateStageScoreSchema = objectSchema({
  stage: stageRefSchema,
  score: numberField(),
  metricType: enumField(metricTypes),
});
export type CandidateStageScore = z.output<typeof candidateStageScoreSchema>;

/**
 * A scoring metric (§3, §5). Decision: a key or a label is required; min must not exceed max; a percent
 * metric's own bounds stay within 0..100; an empty bound counts as the §5 default (scoring module).
 */
export const metricDefinitionSchema = objectSchema({
  key: keyField().nullish(),
  label: optionalTextField(fieldLimits.label),
  metricType: enumField(metricTypes),
  min: numberField().nullish(),
  max: numberField().nullish(),
  showOnInvite: booleanField().nullish(),
}).superRefine((metric, context) => {
  if (!metric.key && !metric.label) {
    context.addIssue({ code: 'custom', message: scoringMessages.keyOrLabel, path: ['label'] });
  }
  // An empty bound is the §5 default, so a min of 9 without a max (0..5 by default) is refused too.
  const bounds = resolveMetricBounds(metric);
  if (bounds !== null && bounds.min > bounds.max) {
    const message = metric.max == null ? scoringMessages.minAboveDefaultMax : scoringMessages.minAboveMax;
    context.addIssue({ code: 'custom', message, path: [metric.max == null ? 'min' : 'max'] });
  }
  if (metric.metricType === 'percent') {
    for (const bound of ['min', 'max'] as const) {
      const value = metric[bound];
      if (value != null && (value < 0 || value > 100)) {
        context.addIssue({ code: 'custom', message: scoringMessages.percentRange, path: [bound] });
      }
    }
  }
});
export type MetricDefinition = z.output<typeof metricDefinitionSchema>;

/** PUT .../score and the public score call (§7). Decision: the score may not exceed the total score. */
export const scorePayloadSchema = objectSchema({
  score: numberField(0),
  totalScore: numberField(0),
}).refine((payload) => payload.score <= payload.totalScore, {
  error: scoringMessages.scoreAboveTotal,
  path: ['score'],
});
export type ScorePayload = z.output<typeof scorePayloadSchema>;

/** A note or comment (§7 PUT .../note, .../comment): non-empty after trimming, at most 4096 characters. */
export const notePayloadSchema = objectSchema({
  comment: stringField().trim().min(1, { error: scoringMessages.emptyNote }).max(fieldLimits.longText),
});
export type NotePayload = z.output<typeof notePayloadSchema>;
