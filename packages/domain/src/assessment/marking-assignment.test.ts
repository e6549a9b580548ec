import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerToAssign } from './marking-assignment.ts';
import { assignMarkers, furtherMarkerFor } from './marking-assignment.ts';

const answersOf = (candidates: number, questions: number): AnswerToAssign[] =>
  Array.from({ length: questions }, (_, q) =>
    Array.from({ length: candidates }, (_, c) => ({ key: `q${q + 1}-c${c + 1}`, questionId: q + 1 })),
  ).flat();

function loadsOf(assigned: Map<string, number[]>, markers: readonly number[]): number[] {
  const loads = new Map(markers.map((id) => [id, 0]));
  for (const chosen of assigned.values()) for (const id of chosen) loads.set(id, (loads.get(id) ?? 0) + 1);
  return [...loads.values()];
}

describe('assigning answers to markers', () => {
  it('gives ten candidates by two questions to three markers, three marks each: every marker all twenty', () => {
    const assigned = assignMarkers(answersOf(10, 2), [7, 8, 9], 3, 'round-1');
    expect([...assigned.values()].every((chosen) => chosen.join() === '7,8,9')).toBe(true);
  });

  it('spreads 20 answers over 7 markers, 3 marks each, as 8 or 9 answers a marker', () => {
    const markers = [1, 2, 3, 4, 5, 6, 7];
    const loads = loadsOf(assignMarkers(answersOf(10, 2), markers, 3, 'seed'), markers);
    expect(loads.reduce((a, b) => a + b)).toBe(60);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
  });

  it('refuses fewer markers than marks per answer', () => {
    expect(() => assignMarkers(answersOf(2, 1), [1, 2], 3, 'seed')).toThrow(/at least 3 markers/);
  });

  it('is the same whatever order the answers and markers come in', () => {
    const answers = answersOf(6, 3);
    const first = assignMarkers(answers, [4, 1, 3, 2, 5], 2, 'same');
    const second = assignMarkers(answers.toReversed(), [5, 2, 3, 1, 4], 2, 'same');
    expect([...second.entries()].sort()).toEqual([...first.entries()].sort());
  });

  // Bounded by run count, never by time.
  it('keeps every property on random rounds (300 runs)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 4 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.string(),
        (candidates, questions, markers, marksPerAnswer, seed) => {
          fc.pre(marksPerAnswer <= markers.length);
          const answers = answersOf(candidates, questions);
          const assigned = assignMarkers(answers, markers, marksPerAnswer, seed);
          expect(assigned.size).toBe(answers.length);
          for (const chosen of assigned.values()) {
            expect(chosen).toHaveLength(marksPerAnswer);
            expect(new Set(chosen).size).toBe(marksPerAnswer);
            expect(chosen.every((id) => markers.includes(id))).toBe(true);
          }
          const loads = loadsOf(assigned, markers);
          expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
          expect(assignMarkers(answers, markers, marksPerAnswer, seed)).toEqual(assigned);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a further marker', () => {
  it('is the least loaded marker who has not marked the answer', () => {
    const loads = new Map([
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 6],
      [5, 4],
    ]);
    expect(furtherMarkerFor('a', [1, 2, 5], loads, 's')).toBe(3);
  });

  it('is nobody when everyone has marked it', () => {
    expect(
      furtherMarkerFor(
        'a',
        [1, 2],
        new Map([
          [1, 0],
          [2, 0],
        ]),
        's',
      ),
    ).toBeNull();
  });

  it('is never one of the answer’s markers and is the same for the same input (200 runs)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 10 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.string(),
        (markers, loadValues, taken, seed) => {
          const loads = new Map(markers.map((id, index) => [id, loadValues[index] ?? 0]));
          const already = markers.slice(0, taken);
          const chosen = furtherMarkerFor('answer', already, loads, seed);
          if (already.length >= markers.length) expect(chosen).toBeNull();
          else {
            expect(chosen).not.toBeNull();
            expect(already).not.toContain(chosen);
            const least = Math.min(
              ...markers.filter((id) => !already.includes(id)).map((id) => loads.get(id) ?? 0),
            );
            expect(loads.get(chosen ?? -1)).toBe(least);
          }
          expect(furtherMarkerFor('answer', already, loads, seed)).toBe(chosen);
        },
      ),
      { numRuns: 200 },
    );
  });
});
