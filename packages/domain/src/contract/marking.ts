import type { MarkingRoundStatus } from '../assessment/marking-terms.ts';
import { defineRoute, jsonReply } from './route.ts';

// Issue 33: marking a role's application answers question by question, blind (apps/api/src/marking). Manager
// admins set rounds up, start them and read the results with the round's decision-makers; markers read only
// their own answers, each an opaque reference, the question, its guide and the text with identity withheld.

const tag = 'Blind marking';

/** What a 1, 3 and 5 answer to a question look like (2 and 4 where the organisation says). */
export type MarkingGuide = { 1: string; 2?: string | null; 3: string; 4?: string | null; 5: string };

export interface MarkingProgress {
  marked: number;
  total: number;
}

export interface MarkingPerson {
  userId: number;
  name: string;
}

/** A free-text question of the role's form that a round can mark. */
export interface MarkableQuestion {
  fieldKey: string;
  prompt: string;
}

export interface MarkingRoundQuestion {
  id: number;
  fieldKey: string;
  prompt: string;
  guide: MarkingGuide;
  weight: number;
}

export interface MarkingRoundSummary {
  id: number;
  roleId: number;
  stageId: number;
  name: string;
  status: MarkingRoundStatus;
  marksPerAnswer: number;
  questions: MarkingRoundQuestion[];
  markers: MarkingPerson[];
  decisionMakers: MarkingPerson[];
  /** Candidates whose answers the round marks (0 before it starts). */
  candidates: number;
  /** The pool's marks given of those asked for. */
  progress: MarkingProgress;
  /** Answers whose marks differ by 2 or more. */
  flagged: number;
  startedAt: string | null;
  startedBy: string | null;
  createdAt: string;
}

export interface RoleMarking {
  roleId: number;
  roleName: string;
  markableQuestions: MarkableQuestion[];
  rounds: MarkingRoundSummary[];
}

export const fetchRoleMarking = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/roles/{roleId}/marking',
  summary: 'The marking rounds of a role and the free-text questions of its form that a round can mark.',
  tag,
  params: 'markingRoleParamsSchema',
  reply: jsonReply<RoleMarking>(),
});

export const createMarkingRound = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/roles/{roleId}/marking',
  summary: 'Sets up a marking round of a role’s answers at a stage (manager admins).',
  tag,
  params: 'markingRoleParamsSchema',
  body: 'markingRoundBodySchema',
  reply: jsonReply<MarkingRoundSummary>(),
});

export const updateMarkingRound = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/marking/{roundId}',
  summary: 'Changes a marking round’s set-up before it starts (manager admins).',
  tag,
  params: 'markingRoundParamsSchema',
  body: 'markingRoundBodySchema',
  reply: jsonReply<MarkingRoundSummary>(),
});

export const startMarkingRound = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/marking/{roundId}/start',
  summary: 'Starts a round: takes the answers of the candidates at its stage and assigns their markers.',
  tag,
  params: 'markingRoundParamsSchema',
  reply: jsonReply<MarkingRoundSummary>(),
});

/** A round the signed-in user marks, with their progress. */
export interface MyMarkingRound {
  roundId: number;
  name: string;
  roleName: string;
  progress: MarkingProgress;
}

export const listMyMarking = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/my-marking',
  summary: 'The started rounds the signed-in manager marks, with their progress.',
  tag,
  params: 'markingOrganizationParamsSchema',
  reply: jsonReply<MyMarkingRound[]>(),
});

/** An answer as its marker reads it: never who wrote it. */
export interface MarkerAnswer {
  reference: string;
  text: string;
  mark: number | null;
  note: string;
  markedAt: string | null;
}

export interface MarkerQuestion {
  id: number;
  prompt: string;
  guide: MarkingGuide;
  /** This marker's marks given of the answers to this question assigned to them. */
  progress: MarkingProgress;
}

export interface MarkerQuestionView {
  roundId: number;
  roundName: string;
  roleName: string;
  questions: MarkerQuestion[];
  question: MarkerQuestion;
  /** This marker's answers to the question, in their own order. */
  answers: MarkerAnswer[];
  progress: MarkingProgress;
}

export const fetchMyMarkingQuestion = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/marking/{roundId}/mine',
  summary: 'A marker’s answers to one question in their own order, identity withheld.',
  tag,
  params: 'markingRoundParamsSchema',
  query: 'markingQuestionQuerySchema',
  reply: jsonReply<MarkerQuestionView>(),
});

export interface MarkSubmitted {
  answer: MarkerAnswer;
  question: MarkerQuestion;
  progress: MarkingProgress;
}

export const submitMark = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/marking/{roundId}/answers/{reference}',
  summary: 'A marker marks one of their answers 1-5 against the question’s guide, with an optional note.',
  tag,
  params: 'markingAnswerParamsSchema',
  body: 'markingMarkBodySchema',
  reply: jsonReply<MarkSubmitted>(),
});

export interface MarkingMarkResult {
  markerUserId: number;
  markerName: string;
  mark: number | null;
  note: string;
  markedAt: string | null;
  further: boolean;
}

/** Whether an answer got its further mark: not needed, waiting for it, given, or no marker left to give it. */
export type FurtherMarkState = 'none' | 'assigned' | 'given' | 'unavailable';

export interface MarkingAnswerResult {
  questionId: number;
  reference: string;
  marks: MarkingMarkResult[];
  mean: number | null;
  spread: number;
  flagged: boolean;
  furtherMark: FurtherMarkState;
}

export interface MarkingCandidateResult {
  candidateId: number;
  /** Null while the application is blind (blind review, issue 13). */
  firstName: string | null;
  lastName: string | null;
  blind: boolean;
  /** For the decision-makers; markers never read them. */
  contextualFlags: string[];
  score: number | null;
  rank: number | null;
  /** One per question the candidate answered; a question they left blank has none and counts 0. */
  answers: MarkingAnswerResult[];
}

export interface MarkingMarkerProgress extends MarkingPerson, MarkingProgress {}

export interface MarkingResults {
  round: MarkingRoundSummary;
  markers: MarkingMarkerProgress[];
  /** Ranked: the highest combined score first, the unscored last. */
  candidates: MarkingCandidateResult[];
}

export const fetchMarkingResults = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/marking/{roundId}/results',
  summary: 'A round’s progress, ranking, marks by marker and flags (manager admins and its decision-makers).',
  tag,
  params: 'markingRoundParamsSchema',
  reply: jsonReply<MarkingResults>(),
});
