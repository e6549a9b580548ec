import type { z } from 'zod';
import { markingLimits } from '../assessment/marking-terms.ts';
import { ratingScale } from '../assessment/scorecard-terms.ts';
import { idParamSchema, idSchema } from './common.ts';
import {
  fieldLimits,
  fromQuery,
  integerField,
  keyField,
  listField,
  objectSchema,
  optionalTextField,
  stringField,
  textField,
} from './fields.ts';
import { stageIdSchema } from './stage.ts';

// Issue 33: marking a role's application answers question by question, blind. A manager admin sets a round up
// (questions with their guides and weights, markers, decision-makers) and starts it; markers mark one question
// at a time, each answer known to them only by an opaque reference.

export const markingMessages = {
  tooFewMarkers: 'Choose at least as many markers as marks each answer gets.',
  repeatedQuestion: 'Each question can be marked once in a round.',
  deciderMarks: 'A decision-maker cannot also mark: markers never see the results.',
  unknownQuestion: 'Choose a free-text question of the role’s application form.',
  unknownPerson: 'Choose managers of your organisation.',
  reference: 'This answer reference is not valid.',
  chooseQuestion: 'Choose a question of this round.',
  notStarted: 'This marking round has not started yet.',
  started: 'A round that has started cannot be changed.',
  alreadyStarted: 'This marking round has already started.',
  nobodyAtStage: 'No candidates of the role are at the round’s stage.',
  noAnswers: 'None of the candidates at the stage answered the round’s questions.',
  resultsReaders: 'Only manager admins and the round’s decision-makers read its results.',
  notMarker: 'You are not a marker of this round.',
} as const;

/** What a 1, 3 and 5 answer look like (2 and 4 where the organisation says). */
export const markingGuideSchema = objectSchema({
  1: textField(fieldLimits.label),
  2: optionalTextField(fieldLimits.label),
  3: textField(fieldLimits.label),
  4: optionalTextField(fieldLimits.label),
  5: textField(fieldLimits.label),
});

export const markingQuestionSetupSchema = objectSchema({
  fieldKey: keyField(),
  guide: markingGuideSchema,
  weight: integerField(1, markingLimits.weight).default(1),
});

/** POST /organization/{orgId}/roles/{roleId}/marking and PUT /organization/{orgId}/marking/{roundId}. */
export const markingRoundBodySchema = objectSchema({
  name: textField(),
  stageId: stageIdSchema,
  marksPerAnswer: integerField(1, markingLimits.marksPerAnswer),
  questions: listField(markingQuestionSetupSchema, 1, markingLimits.questions),
  markerUserIds: listField(idSchema, 1, markingLimits.markers),
  decisionMakerUserIds: listField(idSchema, 0, markingLimits.markers).default([]),
}).superRefine((round, context) => {
  const markers = new Set(round.markerUserIds);
  if (markers.size < round.marksPerAnswer) {
    context.addIssue({ code: 'custom', path: ['markerUserIds'], message: markingMessages.tooFewMarkers });
  }
  const keys = round.questions.map((question) => question.fieldKey);
  keys.forEach((key, index) => {
    if (keys.indexOf(key) !== index) {
      context.addIssue({
        code: 'custom',
        path: ['questions', index, 'fieldKey'],
        message: markingMessages.repeatedQuestion,
      });
    }
  });
  if (round.decisionMakerUserIds.some((id) => markers.has(id))) {
    context.addIssue({
      code: 'custom',
      path: ['decisionMakerUserIds'],
      message: markingMessages.deciderMarks,
    });
  }
});
export type MarkingRoundBody = z.output<typeof markingRoundBodySchema>;

/** PUT /organization/{orgId}/marking/{roundId}/answers/{reference}: a marker's mark of one answer. */
export const markingMarkBodySchema = objectSchema({
  mark: integerField(ratingScale.min, ratingScale.max),
  note: optionalTextField(fieldLimits.longText),
});
export type MarkingMarkBody = z.output<typeof markingMarkBodySchema>;

/** GET .../marking/{roundId}/mine: the question to mark; the first with marks to give when absent. */
export const markingQuestionQuerySchema = objectSchema({ questionId: fromQuery(idSchema.optional()) });

export const markingOrganizationParamsSchema = objectSchema({ orgId: idParamSchema });
export const markingRoleParamsSchema = objectSchema({ orgId: idParamSchema, roleId: idParamSchema });
export const markingRoundParamsSchema = objectSchema({ orgId: idParamSchema, roundId: idParamSchema });

/** An answer's opaque reference: URL-safe letters and digits, as the round made it. */
export const markingReferenceSchema = stringField().regex(/^[A-Za-z0-9_-]{8,32}$/, {
  error: markingMessages.reference,
});
export const markingAnswerParamsSchema = objectSchema({
  orgId: idParamSchema,
  roundId: idParamSchema,
  reference: markingReferenceSchema,
});
