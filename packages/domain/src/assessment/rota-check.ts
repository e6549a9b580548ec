import type { RotaInput, RotaSession } from './rota-input.ts';

// Issue 33: what is wrong with a rota, as a list. The generator's tests hold it to an empty list; a hand edit
// is refused when it would add to the list, with the clash it would cause.

export type RotaClash =
  | { code: 'candidate_double_booked'; round: number; candidateId: number }
  | { code: 'assessor_double_booked'; round: number; assessorKey: string }
  | { code: 'room_double_booked'; round: number; roomId: number }
  | { code: 'conflict_of_interest'; assessorKey: string; candidateId: number }
  | { code: 'exercise_missed'; exerciseId: number; candidateId: number }
  | { code: 'exercise_repeated'; exerciseId: number; candidateId: number }
  | { code: 'session_over_capacity'; round: number; exerciseId: number }
  | { code: 'session_short_of_assessors'; round: number; exerciseId: number }
  | { code: 'assessor_not_for_exercise'; assessorKey: string; exerciseId: number }
  | { code: 'room_not_for_exercise'; roomId: number; exerciseId: number };

/** Every clash of a rota against its input, in a stable order (by rule, then as the sessions run). */
export function findRotaClashes(input: RotaInput, sessions: readonly RotaSession[]): RotaClash[] {
  const clashes: RotaClash[] = [];
  const exercises = new Map(input.exercises.map((exercise) => [exercise.id, exercise]));
  const assessors = new Map(input.assessors.map((assessor) => [assessor.key, assessor]));
  const conflicts = new Set(input.conflicts.map((each) => `${each.assessorKey}\u0000${each.candidateId}`));
  const seen = new Set<string>();
  const once = (key: string, clash: RotaClash) => {
    if (seen.has(key)) clashes.push(clash);
    seen.add(key);
  };
  const ordered = sessions.toSorted((a, b) => a.round - b.round || a.exerciseId - b.exerciseId);

  for (const session of ordered) {
    const { round } = session;
    for (const candidateId of session.candidateIds) {
      once(`c:${round}:${candidateId}`, { code: 'candidate_double_booked', round, candidateId });
    }
    for (const assessorKey of session.assessorKeys) {
      once(`a:${round}:${assessorKey}`, { code: 'assessor_double_booked', round, assessorKey });
    }
    if (session.roomId !== null) {
      const roomId = session.roomId;
      once(`r:${round}:${roomId}`, { code: 'room_double_booked', round, roomId });
    }
  }
  for (const session of ordered) {
    const exercise = exercises.get(session.exerciseId);
    const { round, exerciseId } = session;
    for (const assessorKey of session.assessorKeys) {
      for (const candidateId of session.candidateIds) {
        if (conflicts.has(`${assessorKey}\u0000${candidateId}`)) {
          clashes.push({ code: 'conflict_of_interest', assessorKey, candidateId });
        }
      }
      const allowed = assessors.get(assessorKey)?.exerciseIds;
      if (allowed === undefined || (allowed !== null && !allowed.includes(exerciseId))) {
        clashes.push({ code: 'assessor_not_for_exercise', assessorKey, exerciseId });
      }
    }
    if (!exercise) continue;
    if (session.candidateIds.length > exercise.candidatesPerSession) {
      clashes.push({ code: 'session_over_capacity', round, exerciseId });
    }
    if (session.assessorKeys.length < exercise.assessorsPerSession) {
      clashes.push({ code: 'session_short_of_assessors', round, exerciseId });
    }
    if (session.roomId !== null && !exercise.roomIds.includes(session.roomId)) {
      clashes.push({ code: 'room_not_for_exercise', roomId: session.roomId, exerciseId });
    }
  }
  for (const exercise of input.exercises) {
    for (const candidateId of input.candidateIds) {
      const times = sessions.filter(
        (session) => session.exerciseId === exercise.id && session.candidateIds.includes(candidateId),
      ).length;
      if (times === 0) clashes.push({ code: 'exercise_missed', exerciseId: exercise.id, candidateId });
      if (times > 1) clashes.push({ code: 'exercise_repeated', exerciseId: exercise.id, candidateId });
    }
  }
  return clashes;
}
