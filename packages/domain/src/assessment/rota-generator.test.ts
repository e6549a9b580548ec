import { describe, expect, it } from 'vitest';
import { findRotaClashes } from './rota-check.ts';
import { largeDay, sampleDay } from './rota-fixtures.ts';
import { generateRota } from './rota-generator.ts';
import type { Rota, RotaInput } from './rota-input.ts';

function rotaOf(input: RotaInput): Rota {
  const result = generateRota(input);
  if (!result.ok) throw new Error(`no rota: ${JSON.stringify(result.problem)}`);
  return result.rota;
}

describe('generateRota', () => {
  it('seats every candidate in every exercise once with no one and no room in two places at once', () => {
    const input = sampleDay();
    const rota = rotaOf(input);
    expect(findRotaClashes(input, rota.sessions)).toEqual([]);
    for (const candidateId of input.candidateIds) {
      const exercises = rota.sessions
        .filter((session) => session.candidateIds.includes(candidateId))
        .map((session) => session.exerciseId);
      expect(exercises.toSorted()).toEqual([1, 2, 3, 4]);
    }
  });

  it('never lets an assessor assess a candidate they have a conflict with', () => {
    const rota = rotaOf(sampleDay());
    const withThree = rota.sessions.filter((session) => session.candidateIds.includes(3));
    expect(withThree.flatMap((session) => session.assessorKeys)).not.toContain('user:6');
  });

  it('gives each session the assessors it asks for, and times rounds with their breaks', () => {
    const rota = rotaOf(sampleDay());
    for (const session of rota.sessions.filter((each) => each.exerciseId === 2)) {
      expect(session.assessorKeys).toHaveLength(2);
    }
    const second = rota.sessions.find((session) => session.round === 1);
    expect(second?.startMinute).toBe(60);
    const interview = rota.sessions.find((session) => session.exerciseId === 1);
    expect((interview?.endMinute ?? 0) - (interview?.startMinute ?? 0)).toBe(40);
  });

  it('gives the same rota for the same input', () => {
    expect(rotaOf(sampleDay())).toEqual(rotaOf(sampleDay()));
  });

  it('spreads the work: no assessor meets a candidate twice where others were free, loads within reach', () => {
    const input = largeDay();
    const rota = rotaOf(input);
    expect(findRotaClashes(input, rota.sessions)).toEqual([]);
    const loads = new Map<string, number>();
    for (const session of rota.sessions) {
      for (const key of session.assessorKeys) loads.set(key, (loads.get(key) ?? 0) + 1);
    }
    expect(loads.size).toBe(24);
  });

  it('lets no assessor meet a candidate twice when others are free to, and fills rooms in as few rounds as fit', () => {
    const input: RotaInput = {
      day: { startMinute: 0, roundMinutes: 45, breakMinutes: 15 },
      exercises: [
        {
          id: 1,
          kind: 'interview',
          minutes: 40,
          candidatesPerSession: 1,
          assessorsPerSession: 1,
          roomIds: [1, 2],
        },
        {
          id: 2,
          kind: 'presentation',
          minutes: 30,
          candidatesPerSession: 1,
          assessorsPerSession: 1,
          roomIds: [3, 4],
        },
      ],
      candidateIds: [1, 2, 3, 4, 5, 6],
      assessors: [1, 2, 3, 4].map((n) => ({ key: `user:${n}`, exerciseIds: null })),
      conflicts: [],
    };
    const rota = rotaOf(input);
    // 12 sittings over four rooms a round: three rounds.
    expect(rota.rounds).toBe(3);
    const meetings = rota.sessions.flatMap((session) =>
      session.assessorKeys.flatMap((key) => session.candidateIds.map((id) => `${key}:${id}`)),
    );
    expect(new Set(meetings).size).toBe(meetings.length);
  });

  it('takes no more rounds than the busiest candidate or room needs on the sample day', () => {
    // 12 interviews over 3 rooms and 12 presentations over 6 assessors bound the day below by 4 rounds.
    const rota = rotaOf(sampleDay());
    expect(rota.rounds).toBeLessThanOrEqual(8);
    expect(rota.rounds).toBeGreaterThanOrEqual(4);
  });

  it('says which constraint cannot hold instead of trying forever', () => {
    const day = sampleDay();
    expect(generateRota({ ...day, candidateIds: [] })).toEqual({
      ok: false,
      problem: { code: 'no_candidates' },
    });
    expect(generateRota({ ...day, exercises: [] })).toEqual({ ok: false, problem: { code: 'no_exercises' } });
    expect(generateRota({ ...day, day: { ...day.day, roundMinutes: 40 } })).toEqual({
      ok: false,
      problem: { code: 'exercise_longer_than_round', exerciseId: 2 },
    });
    expect(generateRota({ ...day, assessors: day.assessors.slice(0, 1) })).toEqual({
      ok: false,
      problem: { code: 'too_few_assessors', exerciseId: 2, needed: 2, available: 1 },
    });
    const onlyTwo = { ...day, assessors: day.assessors.slice(0, 2) };
    expect(generateRota({ ...onlyTwo, conflicts: [{ assessorKey: 'user:1', candidateId: 5 }] })).toEqual({
      ok: false,
      problem: { code: 'conflicts_leave_no_assessor', exerciseId: 2, candidateId: 5 },
    });
  });

  it('reports an exercise no one may seat in a round rather than looping', () => {
    const day = sampleDay();
    const exercises = day.exercises.map((exercise) =>
      exercise.id === 1 ? { ...exercise, candidatesPerSession: 0 } : exercise,
    );
    const result = generateRota({ ...day, exercises });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatchObject({ code: 'unplaceable', exerciseId: 1 });
  });
});

describe('findRotaClashes', () => {
  it('names each clash a hand edit could cause', () => {
    const input = sampleDay();
    const sessions = rotaOf(input).sessions.map((session) => ({ ...session }));
    const [first, second] = sessions.filter((session) => session.round === 0);
    if (!first || !second) throw new Error('two sessions in round 0 expected');
    second.candidateIds = [...second.candidateIds, first.candidateIds[0] ?? 0];
    const clashes = findRotaClashes(input, sessions);
    expect(clashes).toContainEqual({
      code: 'candidate_double_booked',
      round: 0,
      candidateId: first.candidateIds[0],
    });
  });

  it('finds a conflict of interest and an assessor in two rooms at once', () => {
    const input = sampleDay();
    const sessions = [
      {
        round: 0,
        startMinute: 0,
        endMinute: 40,
        exerciseId: 1,
        roomId: 1,
        candidateIds: [3],
        assessorKeys: ['user:6'],
      },
      {
        round: 0,
        startMinute: 0,
        endMinute: 40,
        exerciseId: 1,
        roomId: 1,
        candidateIds: [4],
        assessorKeys: ['user:6'],
      },
    ];
    const clashes = findRotaClashes(input, sessions);
    expect(clashes).toContainEqual({ code: 'conflict_of_interest', assessorKey: 'user:6', candidateId: 3 });
    expect(clashes).toContainEqual({ code: 'assessor_double_booked', round: 0, assessorKey: 'user:6' });
    expect(clashes).toContainEqual({ code: 'room_double_booked', round: 0, roomId: 1 });
    expect(clashes).toContainEqual({ code: 'exercise_missed', exerciseId: 2, candidateId: 3 });
  });
});
