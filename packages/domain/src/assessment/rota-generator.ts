import type {
  RotaAssessor,
  RotaExercise,
  RotaInput,
  RotaProblem,
  RotaResult,
  RotaSession,
} from './rota-input.ts';
import { roundStartMinute } from './rota-input.ts';

// Issue 33: an assessment-centre day's rota, built round by round. Each round starts with every room,
// assessor and candidate free; exercises under most pressure are seated first, a session at a time, until
// nothing more fits. Every choice is ordered by explicit keys, so the same input always gives the same rota.

const pairKey = (assessorKey: string, candidateId: number) => `${assessorKey}\u0000${candidateId}`;

const mayAssess = (assessor: RotaAssessor, exercise: RotaExercise) =>
  assessor.exerciseIds === null || assessor.exerciseIds.includes(exercise.id);

/** What makes the input impossible before any round is tried, or null. */
export function findRotaInputProblem(input: RotaInput): RotaProblem | null {
  if (input.candidateIds.length === 0) return { code: 'no_candidates' };
  if (input.exercises.length === 0) return { code: 'no_exercises' };
  const conflicts = new Set(input.conflicts.map((each) => pairKey(each.assessorKey, each.candidateId)));
  for (const exercise of input.exercises) {
    if (exercise.minutes > input.day.roundMinutes) {
      return { code: 'exercise_longer_than_round', exerciseId: exercise.id };
    }
    const able = input.assessors.filter((assessor) => mayAssess(assessor, exercise));
    if (able.length < exercise.assessorsPerSession) {
      const needed = exercise.assessorsPerSession;
      return { code: 'too_few_assessors', exerciseId: exercise.id, needed, available: able.length };
    }
    for (const candidateId of input.candidateIds) {
      const free = able.filter((assessor) => !conflicts.has(pairKey(assessor.key, candidateId)));
      if (free.length < exercise.assessorsPerSession) {
        return { code: 'conflicts_leave_no_assessor', exerciseId: exercise.id, candidateId };
      }
    }
  }
  return null;
}

/** The rota of a day: every candidate in every exercise once, no one and no room in two places at once. */
export function generateRota(input: RotaInput): RotaResult {
  const problem = findRotaInputProblem(input);
  if (problem) return { ok: false, problem };

  const candidateIds = [...new Set(input.candidateIds)].toSorted((a, b) => a - b);
  const assessorOrder = new Map(input.assessors.map((assessor, index) => [assessor.key, index]));
  const conflicts = new Set(input.conflicts.map((each) => pairKey(each.assessorKey, each.candidateId)));
  const remaining = new Map(candidateIds.map((id) => [id, new Set(input.exercises.map((each) => each.id))]));
  const load = new Map(input.assessors.map((assessor) => [assessor.key, 0]));
  const met = new Map(input.assessors.map((assessor) => [assessor.key, new Set<number>()]));
  const ableBy = new Map(
    input.exercises.map((exercise) => [
      exercise.id,
      input.assessors.filter((assessor) => mayAssess(assessor, exercise)),
    ]),
  );
  let toPlace = candidateIds.length * input.exercises.length;
  const sessions: RotaSession[] = [];

  const needing = (exercise: RotaExercise) =>
    candidateIds.filter((id) => remaining.get(id)?.has(exercise.id)).length;
  // Sessions still needed per room it may use (video sessions count against the assessors instead).
  const pressure = (exercise: RotaExercise) => {
    const sessionsLeft = Math.ceil(needing(exercise) / exercise.candidatesPerSession);
    const parallel = exercise.roomIds.length > 0 ? exercise.roomIds.length : input.assessors.length;
    return sessionsLeft / Math.max(1, parallel);
  };

  for (let round = 0; toPlace > 0; round++) {
    const busyCandidates = new Set<number>();
    const busyAssessors = new Set<string>();
    const usedRooms = new Set<number>();
    let placedThisRound = 0;

    const seat = (exercise: RotaExercise): RotaSession | null => {
      const roomId = exercise.roomIds.find((id) => !usedRooms.has(id)) ?? null;
      if (exercise.roomIds.length > 0 && roomId === null) return null;
      const free = (ableBy.get(exercise.id) ?? [])
        .filter((assessor) => !busyAssessors.has(assessor.key))
        .toSorted(
          (a, b) =>
            (load.get(a.key) ?? 0) - (load.get(b.key) ?? 0) ||
            (assessorOrder.get(a.key) ?? 0) - (assessorOrder.get(b.key) ?? 0),
        );
      if (free.length < exercise.assessorsPerSession) return null;
      // Those with most exercises still to do go first, so no one is left with a long tail alone.
      const waiting = candidateIds
        .filter((id) => !busyCandidates.has(id) && remaining.get(id)?.has(exercise.id))
        .toSorted((a, b) => (remaining.get(b)?.size ?? 0) - (remaining.get(a)?.size ?? 0) || a - b);
      const seated: number[] = [];
      let compatible = free;
      for (const candidateId of waiting) {
        if (seated.length >= exercise.candidatesPerSession) break;
        const still = compatible.filter((assessor) => !conflicts.has(pairKey(assessor.key, candidateId)));
        if (still.length < exercise.assessorsPerSession) continue;
        seated.push(candidateId);
        compatible = still;
      }
      if (seated.length === 0) return null;
      const meetings = (key: string) => seated.filter((id) => met.get(key)?.has(id)).length;
      // An assessor meets a candidate a second time only where no one else is free to.
      const assessorKeys = compatible
        .toSorted(
          (a, b) =>
            meetings(a.key) - meetings(b.key) ||
            (load.get(a.key) ?? 0) - (load.get(b.key) ?? 0) ||
            (assessorOrder.get(a.key) ?? 0) - (assessorOrder.get(b.key) ?? 0),
        )
        .slice(0, exercise.assessorsPerSession)
        .map((assessor) => assessor.key);
      const startMinute = roundStartMinute(input.day, round);
      return {
        round,
        startMinute,
        endMinute: startMinute + exercise.minutes,
        exerciseId: exercise.id,
        roomId,
        candidateIds: seated,
        assessorKeys,
      };
    };

    for (let progressed = true; progressed; ) {
      progressed = false;
      const byPressure = input.exercises
        .map((exercise, index) => ({ exercise, index, pressure: pressure(exercise) }))
        .filter(({ exercise }) => needing(exercise) > 0)
        .toSorted((a, b) => b.pressure - a.pressure || a.index - b.index);
      for (const { exercise } of byPressure) {
        const session = seat(exercise);
        if (!session) continue;
        sessions.push(session);
        if (session.roomId !== null) usedRooms.add(session.roomId);
        for (const id of session.candidateIds) {
          busyCandidates.add(id);
          remaining.get(id)?.delete(exercise.id);
        }
        for (const key of session.assessorKeys) {
          busyAssessors.add(key);
          load.set(key, (load.get(key) ?? 0) + session.candidateIds.length);
          for (const id of session.candidateIds) met.get(key)?.add(id);
        }
        placedThisRound += session.candidateIds.length;
        progressed = true;
      }
    }

    // A fresh round that seats no one never will: say which exercise is stuck, never loop.
    if (placedThisRound === 0) {
      const stuck = input.exercises.find((exercise) => needing(exercise) > 0) ?? input.exercises[0];
      const exerciseId = stuck?.id ?? 0;
      const waiting = candidateIds.filter((id) => remaining.get(id)?.has(exerciseId));
      return { ok: false, problem: { code: 'unplaceable', exerciseId, candidateIds: waiting } };
    }
    toPlace -= placedThisRound;
  }

  const rounds = sessions.reduce((most, session) => Math.max(most, session.round + 1), 0);
  return { ok: true, rota: { rounds, sessions } };
}
