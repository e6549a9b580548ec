import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRotaClashes } from './rota-check.ts';
import { generateRota } from './rota-generator.ts';
import type { RotaInput } from './rota-input.ts';
import { exerciseKinds } from './scorecard-terms.ts';

// Random days: any mix of exercises, rooms, assessors (some limited to exercises) and conflicts. Whatever the
// generator answers must be a rota without a clash, or a stated problem; and the same input, the same answer.

const randomDay: fc.Arbitrary<RotaInput> = fc
  .record({
    candidates: fc.integer({ min: 1, max: 30 }),
    rooms: fc.integer({ min: 0, max: 5 }),
    assessors: fc.integer({ min: 1, max: 10 }),
    exercises: fc.array(
      fc.record({
        kind: fc.constantFrom(...exerciseKinds),
        minutes: fc.integer({ min: 10, max: 60 }),
        candidatesPerSession: fc.integer({ min: 1, max: 8 }),
        assessorsPerSession: fc.integer({ min: 1, max: 3 }),
        roomPicks: fc.array(fc.nat(4), { maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    limits: fc.array(fc.option(fc.array(fc.nat(5), { maxLength: 4 }), { nil: null }), { maxLength: 10 }),
    conflicts: fc.array(fc.record({ assessor: fc.nat(9), candidate: fc.nat(29) }), { maxLength: 12 }),
  })
  .map(({ candidates, rooms, assessors, exercises, limits, conflicts }) => ({
    day: { startMinute: 0, roundMinutes: 60, breakMinutes: 10 },
    exercises: exercises.map((exercise, index) => ({
      id: index + 1,
      kind: exercise.kind,
      minutes: exercise.minutes,
      candidatesPerSession: exercise.candidatesPerSession,
      assessorsPerSession: exercise.assessorsPerSession,
      roomIds: rooms === 0 ? [] : [...new Set(exercise.roomPicks.map((pick) => (pick % rooms) + 1))],
    })),
    candidateIds: Array.from({ length: candidates }, (_, index) => 100 + index),
    assessors: Array.from({ length: assessors }, (_, index) => ({
      key: `email:assessor${index}@example.com`,
      exerciseIds: (limits[index] ?? null)?.map((pick) => (pick % exercises.length) + 1) ?? null,
    })),
    conflicts: conflicts.map(({ assessor, candidate }) => ({
      assessorKey: `email:assessor${assessor % assessors}@example.com`,
      candidateId: 100 + (candidate % candidates),
    })),
  }));

describe('generateRota on random days', () => {
  it('gives a rota without a clash (every candidate in every exercise once), or names the problem', () => {
    fc.assert(
      fc.property(randomDay, (input) => {
        const result = generateRota(input);
        if (result.ok) expect(findRotaClashes(input, result.rota.sessions)).toEqual([]);
        else expect(result.problem.code).not.toBe('unplaceable');
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same input gives the same rota', () => {
    fc.assert(
      fc.property(randomDay, (input) => {
        expect(generateRota(structuredClone(input))).toEqual(generateRota(input));
      }),
      { numRuns: 100 },
    );
  });

  it('always finds a rota when no assessor is limited and nobody conflicts', () => {
    fc.assert(
      fc.property(randomDay, (day) => {
        const enough = Math.max(...day.exercises.map((exercise) => exercise.assessorsPerSession));
        const input = {
          ...day,
          assessors: Array.from({ length: Math.max(enough, day.assessors.length) }, (_, index) => ({
            key: `user:${index + 1}`,
            exerciseIds: null,
          })),
          conflicts: [],
        };
        expect(generateRota(input).ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
