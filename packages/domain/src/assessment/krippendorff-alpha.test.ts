import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlphaLevel, Observation } from './krippendorff-alpha.ts';
import { krippendorffAlpha, krippendorffAlphaOf } from './krippendorff-alpha.ts';

// Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", section C: 4 observers (A-D) by 12 units,
// with missing values (null). The paper states nominal 0.743, ordinal 0.815, interval 0.849.
const paperExample: (number | null)[][] = [
  [1, 2, 3, 3, 2, 1, 4, 1, 2, null, null, null],
  [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, null, 3],
  [null, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, null],
  [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, null],
];

function observationsOf(matrix: (number | null)[][]): Observation[] {
  return matrix.flatMap((row, observer) =>
    row.flatMap((value, unit) =>
      value === null ? [] : [{ unit: String(unit), observer: String(observer), value }],
    ),
  );
}

const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

describe("Krippendorff's alpha", () => {
  it.each([
    ['nominal', 0.743],
    ['ordinal', 0.815],
    ['interval', 0.849],
  ] as const)('gives the paper’s %s result for its 4-observer, 12-unit example', (level, stated) => {
    const result = krippendorffAlphaOf(observationsOf(paperExample), level);
    expect(round3(result.alpha)).toBe(stated);
    // Unit 12 has one value only, so 11 units and 40 values pair.
    expect(result.pairableUnits).toBe(11);
    expect(result.pairableValues).toBe(40);
  });

  it('gives the 0.691 of the worked nominal example with three coders and missing values', () => {
    // The computational example of the encyclopaedia article on alpha: coders A, B, C over 15 units (* missing).
    const coders: (number | null)[][] = [
      [null, null, null, null, null, 3, 4, 1, 2, 1, 1, 3, 3, null, 3],
      [1, null, 2, 1, 3, 3, 4, 3, null, null, null, null, null, null, null],
      [null, null, 2, 1, 3, 4, 4, null, 2, 1, 1, 3, 3, null, 4],
    ];
    const units =
      coders[0]?.map((_, unit) =>
        coders.flatMap((row) => (row[unit] === null || row[unit] === undefined ? [] : [row[unit]])),
      ) ?? [];
    expect(round3(krippendorffAlpha(units, 'nominal').alpha)).toBe(0.691);
  });

  it('is undefined without pairable values or without any variation', () => {
    expect(krippendorffAlpha([[3], [4]], 'interval').alpha).toBeNull();
    expect(
      krippendorffAlpha(
        [
          [3, 3],
          [3, 3, 3],
        ],
        'interval',
      ).alpha,
    ).toBeNull();
    expect(krippendorffAlpha([], 'ordinal')).toEqual({ alpha: null, pairableUnits: 0, pairableValues: 0 });
  });

  it('is 0 or below when observers disagree as much as chance', () => {
    const result = krippendorffAlpha(
      [
        [1, 5],
        [5, 1],
        [1, 5],
        [5, 1],
      ],
      'interval',
    );
    expect(result.alpha).toBeLessThanOrEqual(0);
  });

  const levels: AlphaLevel[] = ['nominal', 'ordinal', 'interval'];
  const rating = fc.integer({ min: 1, max: 5 });

  it('is 1 whenever every observer agrees on every unit and units differ (property, 200 runs)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(rating, fc.integer({ min: 2, max: 6 })), { minLength: 2, maxLength: 30 }),
        fc.constantFrom(...levels),
        (units, level) => {
          fc.pre(new Set(units.map(([value]) => value)).size >= 2);
          const result = krippendorffAlpha(
            units.map(([value, observers]) => Array.from({ length: observers }, () => value)),
            level,
          );
          expect(result.alpha).toBeCloseTo(1, 10);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('does not depend on how observers or units are ordered or named (property, 200 runs)', () => {
    const matrix = fc.array(fc.array(fc.option(rating, { nil: null }), { minLength: 8, maxLength: 8 }), {
      minLength: 2,
      maxLength: 5,
    });
    fc.assert(
      fc.property(matrix, fc.constantFrom(...levels), fc.integer(), (rows, level, seed) => {
        const observations = observationsOf(rows);
        const relabelled = observations
          .map((observation) => ({
            unit: `u${observation.unit}`,
            observer: `renamed-${(Number(observation.observer) * 7 + seed) % 101}-${observation.observer}`,
            value: observation.value,
          }))
          .reverse();
        const before = krippendorffAlphaOf(observations, level).alpha;
        const after = krippendorffAlphaOf(relabelled, level).alpha;
        if (before === null) expect(after).toBeNull();
        else expect(after).toBeCloseTo(before, 10);
      }),
      { numRuns: 200 },
    );
  });

  it('never exceeds 1 (property, 200 runs)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(rating, { minLength: 0, maxLength: 5 }), { maxLength: 20 }),
        fc.constantFrom(...levels),
        (units, level) => {
          const { alpha } = krippendorffAlpha(units, level);
          if (alpha !== null) expect(alpha).toBeLessThanOrEqual(1 + 1e-12);
        },
      ),
      { numRuns: 200 },
    );
  });
});
