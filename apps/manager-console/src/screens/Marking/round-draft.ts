import { defaultMarksPerAnswer } from '@shortlist/domain/assessment';
import type { MarkableQuestion } from '@shortlist/domain/contract';
import type { MarkingRoundBody } from '@shortlist/domain/schemas';
import { stageIds } from '@shortlist/domain/stages';

// The set-up form's state, and the body it sends: only the questions ticked, guides as typed (blank 2 and 4 left
// out), numbers from their text boxes; the API checks the rest and answers field by field.

export const guideLevels = ['1', '2', '3', '4', '5'] as const;
export type GuideLevel = (typeof guideLevels)[number];

export interface QuestionDraft {
  fieldKey: string;
  prompt: string;
  chosen: boolean;
  weight: string;
  guide: Record<GuideLevel, string>;
}

export interface RoundDraft {
  name: string;
  stageId: string;
  marksPerAnswer: string;
  questions: QuestionDraft[];
  markerUserIds: number[];
  decisionMakerUserIds: number[];
}

export function newRoundDraft(questions: readonly MarkableQuestion[], name: string): RoundDraft {
  return {
    name,
    stageId: String(stageIds.forApplicationReview),
    marksPerAnswer: String(defaultMarksPerAnswer),
    questions: questions.map((question) => ({
      ...question,
      chosen: true,
      weight: '1',
      guide: { 1: '', 2: '', 3: '', 4: '', 5: '' },
    })),
    markerUserIds: [],
    decisionMakerUserIds: [],
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The body to send; the index of each chosen question in it, so field messages find their question. */
export function roundBodyOf(draft: RoundDraft): MarkingRoundBody {
  return {
    name: draft.name,
    stageId: numberOf(draft.stageId) as MarkingRoundBody['stageId'],
    marksPerAnswer: numberOf(draft.marksPerAnswer),
    questions: draft.questions
      .filter((question) => question.chosen)
      .map((question) => ({
        fieldKey: question.fieldKey,
        weight: numberOf(question.weight),
        guide: {
          1: question.guide[1],
          3: question.guide[3],
          5: question.guide[5],
          ...(question.guide[2].trim() ? { 2: question.guide[2] } : {}),
          ...(question.guide[4].trim() ? { 4: question.guide[4] } : {}),
        },
      })),
    markerUserIds: draft.markerUserIds,
    decisionMakerUserIds: draft.decisionMakerUserIds,
  };
}

/** Where a chosen question sits in the body (its field messages are `questions.<index>.…`). */
export function bodyIndexOf(draft: RoundDraft, fieldKey: string): number {
  return draft.questions
    .filter((question) => question.chosen)
    .findIndex((question) => question.fieldKey === fieldKey);
}

export function toggled(ids: readonly number[], id: number, on: boolean): number[] {
  return on ? [...new Set([...ids, id])] : ids.filter((each) => each !== id);
}
