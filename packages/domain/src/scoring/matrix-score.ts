/** Weights and caps of the custom matrix score (spec §5). */
export const matrixScoreRules = {
  total: 12,
  rawCap: 4,
  rawWeight: 1.5,
  // Decision: enthusiasm and writing scores are each on a 0..4 scale, so each weighted average contributes
  // at most 3 and the parts add up to the stated total: 4 * 1.5 + 4 * 0.75 + 4 * 0.75 = 12.
  averageScaleMax: 4,
  averageWeight: 0.75,
} as const;

type RawValue = number | null | undefined;

export type MatrixScoreInput = {
  academic?: RawValue;
  piFlags?: RawValue;
  mitigating?: RawValue;
  secondCareer?: RawValue;
  enthusiasmScores?: readonly number[] | null;
  writingScores?: readonly number[] | null;
};

export type MatrixScoreParts = {
  /** Sum of academic, PI/flags, mitigating and second-career values, before the cap. */
  rawSum: number;
  /** rawSum capped at 4 (and floored at 0). */
  rawCapped: number;
  /** rawCapped times 1.5, at most 6. */
  rawWeighted: number;
  enthusiasmAverage: number;
  /** Enthusiasm average times 0.75, at most 3. */
  enthusiasmWeighted: number;
  writingAverage: number;
  /** Writing average times 0.75, at most 3. */
  writingWeighted: number;
};

export type MatrixScore = { score: number; total: 12; parts: MatrixScoreParts };

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

// Missing or non-numeric values count as 0 so a half-filled matrix still scores.
function readValue(value: RawValue): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Mean of the finite scores, clamped to the 0..4 scale; 0 when there are none. */
function averageOnScale(scores: readonly number[] | null | undefined): number {
  const values = (scores ?? []).filter((score) => Number.isFinite(score));
  if (values.length === 0) return 0;
  const mean = values.reduce((sum, score) => sum + score, 0) / values.length;
  return clamp(mean, 0, matrixScoreRules.averageScaleMax);
}

/**
 * The custom matrix score out of 12 (spec §5): the raw values summed, capped at 4 and weighted 1.5, plus
 * the enthusiasm and writing averages weighted 0.75 each. Decision: unrounded; rounding is for display.
 */
export function computeMatrixScore(input: MatrixScoreInput): MatrixScore {
  const rawSum =
    readValue(input.academic) +
    readValue(input.piFlags) +
    readValue(input.mitigating) +
    readValue(input.secondCareer);
  const rawCapped = clamp(rawSum, 0, matrixScoreRules.rawCap);
  const rawWeighted = rawCapped * matrixScoreRules.rawWeight;
  const enthusiasmAverage = averageOnScale(input.enthusiasmScores);
  const enthusiasmWeighted = enthusiasmAverage * matrixScoreRules.averageWeight;
  const writingAverage = averageOnScale(input.writingScores);
  const writingWeighted = writingAverage * matrixScoreRules.averageWeight;
  return {
    score: rawWeighted + enthusiasmWeighted + writingWeighted,
    total: matrixScoreRules.total,
    parts: {
      rawSum,
      rawCapped,
      rawWeighted,
      enthusiasmAverage,
      enthusiasmWeighted,
      writingAverage,
      writingWeighted,
    },
  };
}
