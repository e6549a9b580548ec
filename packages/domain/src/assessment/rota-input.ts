import type { ExerciseKind } from './scorecard-terms.ts';

// Issue 33, assessment centres: what a rota is made from and what it is. Pure data, so the generator, the
// checker of hand edits and the API all speak the same shapes.

/** The day's clock: rounds of equal length from the start, with a break after each. */
export interface RotaDay {
  /** Minutes after the day's start at which round 0 begins (0 for most days). */
  startMinute: number;
  roundMinutes: number;
  breakMinutes: number;
}

export interface RotaExercise {
  id: number;
  kind: ExerciseKind;
  /** How long the exercise runs inside its round; never longer than the round. */
  minutes: number;
  /** 1 for an interview; 4-6 for a group exercise; more for a written case in a hall. */
  candidatesPerSession: number;
  assessorsPerSession: number;
  /** The rooms it may use; empty when it runs by video link, where rooms never clash. */
  roomIds: readonly number[];
}

export interface RotaAssessor {
  /** 'user:<id>' or 'email:<address>', as scorecards name assessors. */
  key: string;
  /** The exercises they may assess; null for any. */
  exerciseIds: readonly number[] | null;
}

/** An assessor who must never assess a candidate (their referrer, a relative, a former colleague). */
export interface RotaConflict {
  assessorKey: string;
  candidateId: number;
}

export interface RotaInput {
  day: RotaDay;
  exercises: readonly RotaExercise[];
  candidateIds: readonly number[];
  assessors: readonly RotaAssessor[];
  conflicts: readonly RotaConflict[];
}

/** One sitting of an exercise: a round, a room (null by video), its candidates and its assessors. */
export interface RotaSession {
  round: number;
  startMinute: number;
  endMinute: number;
  exerciseId: number;
  roomId: number | null;
  candidateIds: number[];
  assessorKeys: string[];
}

export interface Rota {
  rounds: number;
  sessions: RotaSession[];
}

/** Why an input cannot be given a rota: the constraint that cannot hold, and what it concerns. */
export type RotaProblem =
  | { code: 'no_candidates' }
  | { code: 'no_exercises' }
  | { code: 'exercise_longer_than_round'; exerciseId: number }
  | { code: 'too_few_assessors'; exerciseId: number; needed: number; available: number }
  | { code: 'conflicts_leave_no_assessor'; exerciseId: number; candidateId: number }
  | { code: 'unplaceable'; exerciseId: number; candidateIds: number[] };

export type RotaResult = { ok: true; rota: Rota } | { ok: false; problem: RotaProblem };

/** When a round starts and an exercise in it ends, in minutes after the day's start. */
export function roundStartMinute(day: RotaDay, round: number): number {
  return day.startMinute + round * (day.roundMinutes + day.breakMinutes);
}
