import type { RotaClash, RotaProblem } from '@shortlist/domain/assessment';
import type { FieldError } from '@shortlist/domain/schemas';
import type { CentreRows } from './centre-rows.ts';

// Why a rota cannot be made, or why a hand edit is refused, in words a manager admin can act on, pointing
// at the field of the set-up to change.

export interface Names {
  candidate(id: number): string;
  assessor(key: string): string;
}

const exerciseAt = (rows: CentreRows, exerciseId: number) => {
  const position = rows.exercises.findIndex((exercise) => exercise.id === exerciseId);
  return { position, name: rows.exercises[position]?.name ?? 'This exercise' };
};

/** A generation's problem as the field it concerns and what to do. */
export function problemField(rows: CentreRows, problem: RotaProblem, names: Names): FieldError {
  switch (problem.code) {
    case 'no_candidates':
      return {
        field: 'candidateIds',
        message: 'Choose the candidates attending before generating the rota.',
      };
    case 'no_exercises':
      return { field: 'exercises', message: 'Add the day’s exercises before generating the rota.' };
    case 'exercise_longer_than_round': {
      const { position, name } = exerciseAt(rows, problem.exerciseId);
      return { field: `exercises.${position}.minutes`, message: `${name} runs longer than a round.` };
    }
    case 'too_few_assessors': {
      const { position, name } = exerciseAt(rows, problem.exerciseId);
      return {
        field: `exercises.${position}.assessorsPerSession`,
        message: `${name} needs ${problem.needed} assessors a sitting, but ${problem.available} may assess it.`,
      };
    }
    case 'conflicts_leave_no_assessor': {
      const { name } = exerciseAt(rows, problem.exerciseId);
      return {
        field: 'assessors',
        message: `Conflicts of interest leave too few assessors for ${names.candidate(problem.candidateId)} in ${name}.`,
      };
    }
    case 'unplaceable': {
      const { position, name } = exerciseAt(rows, problem.exerciseId);
      return { field: `exercises.${position}`, message: `${name} cannot seat its candidates in any round.` };
    }
  }
}

/** A clash a hand edit would cause, in a sentence. */
export function clashMessage(rows: CentreRows, clash: RotaClash, names: Names): string {
  switch (clash.code) {
    case 'candidate_double_booked':
      return `${names.candidate(clash.candidateId)} is in another sitting at that time.`;
    case 'assessor_double_booked':
      return `${names.assessor(clash.assessorKey)} is assessing another sitting at that time.`;
    case 'room_double_booked':
      return 'That room is taken at that time.';
    case 'conflict_of_interest':
      return `${names.assessor(clash.assessorKey)} has a conflict of interest with ${names.candidate(clash.candidateId)}.`;
    case 'exercise_missed':
      return `${names.candidate(clash.candidateId)} would miss ${exerciseAt(rows, clash.exerciseId).name}.`;
    case 'exercise_repeated':
      return `${names.candidate(clash.candidateId)} would sit ${exerciseAt(rows, clash.exerciseId).name} twice.`;
    case 'session_over_capacity':
      return 'That sitting is full.';
    case 'session_short_of_assessors':
      return 'That sitting would be left without the assessors it needs.';
    case 'assessor_not_for_exercise':
      return `${names.assessor(clash.assessorKey)} does not assess ${exerciseAt(rows, clash.exerciseId).name}.`;
    case 'room_not_for_exercise':
      return 'That exercise does not use that room.';
  }
}
