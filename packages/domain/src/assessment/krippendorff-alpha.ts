// Krippendorff's alpha, the reliability of ratings given by several observers to the same units, computed
// through the coincidence matrix as in Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability".
// Any number of observers, missing values allowed; a unit rated by fewer than two observers is not pairable
// and does not count.

export const alphaLevels = ['nominal', 'ordinal', 'interval'] as const;
export type AlphaLevel = (typeof alphaLevels)[number];

/** One observer's value for one unit: a scorecard's rating of a candidate's competency, or a reviewer's mark. */
export interface Observation {
  unit: string;
  observer: string;
  value: number;
}

export interface AlphaResult {
  /** null when it cannot be computed: no pairable values, or every value the same (no variation to agree on). */
  alpha: number | null;
  /** How many units were rated by two or more observers. */
  pairableUnits: number;
  /** How many values those units hold (Krippendorff's n). */
  pairableValues: number;
}

type Difference = (low: number, high: number) => number;

/** The squared difference between two values at a level of measurement, given the values' frequencies. */
function differenceFunction(
  level: AlphaLevel,
  values: readonly number[],
  frequency: ReadonlyMap<number, number>,
): Difference {
  if (level === 'nominal') return (c, k) => (c === k ? 0 : 1);
  if (level === 'interval') return (c, k) => (c - k) ** 2;
  // Ordinal: how many values lie between c and k, each end counted half.
  const cumulative = new Map<number, number>();
  let running = 0;
  for (const value of values) {
    running += frequency.get(value) ?? 0;
    cumulative.set(value, running);
  }
  return (c, k) => {
    if (c === k) return 0;
    const [low, high] = c < k ? [c, k] : [k, c];
    const lowFrequency = frequency.get(low) ?? 0;
    const highFrequency = frequency.get(high) ?? 0;
    const between = (cumulative.get(high) ?? 0) - (cumulative.get(low) ?? 0) + lowFrequency;
    return (between - (lowFrequency + highFrequency) / 2) ** 2;
  };
}

/** Alpha from the values of each unit (each inner list: the values its observers gave; missing ones left out). */
export function krippendorffAlpha(units: readonly (readonly number[])[], level: AlphaLevel): AlphaResult {
  const pairable = units.filter((unit) => unit.length >= 2);
  const coincidences = new Map<number, Map<number, number>>();
  const frequency = new Map<number, number>();
  const add = (c: number, k: number, weight: number) => {
    const row = coincidences.get(c) ?? new Map<number, number>();
    row.set(k, (row.get(k) ?? 0) + weight);
    coincidences.set(c, row);
    frequency.set(c, (frequency.get(c) ?? 0) + weight);
  };
  for (const unit of pairable) {
    const weight = 1 / (unit.length - 1);
    unit.forEach((c, i) => {
      unit.forEach((k, j) => {
        if (i !== j) add(c, k, weight);
      });
    });
  }
  const n = [...frequency.values()].reduce((sum, count) => sum + count, 0);
  const result = { pairableUnits: pairable.length, pairableValues: Math.round(n) };
  const values = [...frequency.keys()].sort((a, b) => a - b);
  if (n <= 1 || values.length < 2) return { alpha: null, ...result };

  const delta = differenceFunction(level, values, frequency);
  let observed = 0;
  for (const [c, row] of coincidences) for (const [k, count] of row) observed += count * delta(c, k);
  let expected = 0;
  for (const c of values)
    for (const k of values) expected += (frequency.get(c) ?? 0) * (frequency.get(k) ?? 0) * delta(c, k);
  if (expected === 0) return { alpha: null, ...result };
  return { alpha: 1 - ((n - 1) * observed) / expected, ...result };
}

/** Alpha from observations as they are stored: each observer's value of each unit (a later duplicate replaces). */
export function krippendorffAlphaOf(observations: readonly Observation[], level: AlphaLevel): AlphaResult {
  const byUnit = new Map<string, Map<string, number>>();
  for (const { unit, observer, value } of observations) {
    const values = byUnit.get(unit) ?? new Map<string, number>();
    values.set(observer, value);
    byUnit.set(unit, values);
  }
  return krippendorffAlpha(
    [...byUnit.values()].map((values) => [...values.values()]),
    level,
  );
}
