import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Observation } from './krippendorff-alpha.ts';
import { assessorLeniency } from './leniency.ts';

const rated = (unit: string, observer: string, value: number): Observation => ({ unit, observer, value });

describe('assessorLeniency', () => {
  it('compares each rating with the mean of the others’ ratings of the same unit', () => {
    const leniency = assessorLeniency([
      rated('ana/analysis', 'kind', 5),
      rated('ana/analysis', 'strict', 2),
      rated('ana/analysis', 'middle', 3),
      rated('ben/analysis', 'kind', 4),
      rated('ben/analysis', 'strict', 2),
      rated('ben/teamwork', 'kind', 3),
    ]);
    expect(leniency).toEqual([
      // kind: 5 - 2.5 = 2.5 and 4 - 2 = 2; the teamwork rating had no one to compare with.
      { observer: 'kind', leniency: 2.25, comparedRatings: 2, ratings: 3 },
      { observer: 'middle', leniency: 3 - 3.5, comparedRatings: 1, ratings: 1 },
      { observer: 'strict', leniency: (2 - 4 + (2 - 4)) / 2, comparedRatings: 2, ratings: 2 },
    ]);
  });

  it('leaves an assessor nobody else rated alongside without a figure', () => {
    expect(assessorLeniency([rated('a', 'alone', 4)])).toEqual([
      { observer: 'alone', leniency: null, comparedRatings: 0, ratings: 1 },
    ]);
  });

  it('finds nobody lenient when every assessor gives the same ratings (property, 100 runs)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 2, max: 5 }),
        (unitValues, panel) => {
          const observations = unitValues.flatMap((value, unit) =>
            Array.from({ length: panel }, (_, observer) => rated(String(unit), `a${observer}`, value)),
          );
          for (const entry of assessorLeniency(observations)) expect(entry.leniency).toBe(0);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('sees a constant shift in one assessor in their figure (property, 100 runs)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 2 }),
        (unitValues, shift) => {
          const observations = unitValues.flatMap((value, unit) => [
            rated(String(unit), 'a', value),
            rated(String(unit), 'b', value),
            rated(String(unit), 'generous', value + shift),
          ]);
          const generous = assessorLeniency(observations).find((entry) => entry.observer === 'generous');
          expect(generous?.leniency).toBeCloseTo(shift, 10);
        },
      ),
      { numRuns: 100 },
    );
  });
});
