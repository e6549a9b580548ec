import type { InterviewKit } from '@shortlist/domain/contract';

// A kit as its editor holds it: follow-ups as lines of text, every number already a number.

export interface QuestionDraft {
  key: string;
  prompt: string;
  followUps: string;
  goodAnswer: string;
  competencyIds: number[];
  minutes: number;
}

export interface KitDraft {
  stageId: number;
  name: string;
  introduction: string;
  competencyIds: number[];
  questions: QuestionDraft[];
}

let made = 0;
/** A key no other question of the kit has: the editor's own count and the time it started. */
export const newQuestionKey = () => `q${Date.now().toString(36)}${(made++).toString(36)}`;

export function emptyQuestion(): QuestionDraft {
  return { key: newQuestionKey(), prompt: '', followUps: '', goodAnswer: '', competencyIds: [], minutes: 5 };
}

export function draftOfKit(kit: InterviewKit | null, stageId: number): KitDraft {
  if (!kit) return { stageId, name: '', introduction: '', competencyIds: [], questions: [emptyQuestion()] };
  return {
    stageId: kit.stageId,
    name: kit.name,
    introduction: kit.introduction,
    competencyIds: kit.competencyIds,
    questions: kit.questions.map((question) => ({ ...question, followUps: question.followUps.join('\n') })),
  };
}

/** The body the API takes: follow-ups one a line, blanks dropped; a question assesses only the kit's competencies. */
export function bodyOfKit(draft: KitDraft) {
  return {
    ...draft,
    questions: draft.questions.map((question) => ({
      ...question,
      followUps: question.followUps
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      competencyIds: question.competencyIds.filter((id) => draft.competencyIds.includes(id)),
    })),
  };
}

/** The questions' minutes together. */
export const totalMinutesOf = (draft: KitDraft) =>
  draft.questions.reduce((total, question) => total + question.minutes, 0);
