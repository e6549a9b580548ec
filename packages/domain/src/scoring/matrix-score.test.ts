import { describe, expect, it } from 'vitest';
import { computeMatrixScore } from './matrix-score.ts';

describe('computeMatrixScore', () => {
  it('is out of 12', () => {
    expect(computeMatrixScore({}).total).toBe(12);
  });

  it.each([
    ['sum 3', { academic: 1, piFlags: 1, mitigating: 1, secondCareer: 0 }, 3, 4.5],
    ['sum 4', { academic: 2, piFlags: 1, mitigating: 1, secondCareer: 0 }, 4, 6],
    ['sum 5', { academic: 2, piFlags: 1, mitigating: 1, secondCareer: 1 }, 4, 6],
    ['a negative sum', { academic: -2 }, 0, 0],
  ])('caps the raw values at 4 and weights them 1.5: %s', (_case, raw, capped, weighted) => {
    const { parts, score } = computeMatrixScore(raw);
    expect(parts.rawCapped).toBe(capped);
    expect(parts.rawWeighted).toBe(weighted);
    expect(score).toBe(weighted);
  });

  it('keeps the uncapped sum in the parts', () => {
    expect(computeMatrixScore({ academic: 3, piFlags: 3 }).parts.rawSum).toBe(6);
  });

  it('weights the enthusiasm and writing averages 0.75 each', () => {
    const result = computeMatrixScore({ enthusiasmScores: [2, 4], writingScores: [1, 2, 3] });
    expect(result.parts.enthusiasmAverage).toBe(3);
    expect(result.parts.enthusiasmWeighted).toBe(2.25);
    expect(result.parts.writingAverage).toBe(2);
    expect(result.parts.writingWeighted).toBe(1.5);
    expect(result.score).toBe(3.75);
  });

  it('counts empty or missing averages as 0', () => {
    const result = computeMatrixScore({ academic: 1, enthusiasmScores: [], writingScores: null });
    expect(result.parts.enthusiasmWeighted).toBe(0);
    expect(result.parts.writingWeighted).toBe(0);
    expect(result.score).toBe(1.5);
  });

  it('reaches exactly 12 at the top of every scale', () => {
    const result = computeMatrixScore({
      academic: 2,
      piFlags: 2,
      mitigating: 1,
      secondCareer: 1,
      enthusiasmScores: [4, 4],
      writingScores: [4],
    });
    expect(result.score).toBe(12);
  });

  it('clamps an average above the 0..4 scale so the total never exceeds 12', () => {
    const result = computeMatrixScore({ academic: 4, enthusiasmScores: [5], writingScores: [9] });
    expect(result.parts.enthusiasmWeighted).toBe(3);
    expect(result.parts.writingWeighted).toBe(3);
    expect(result.score).toBe(12);
  });

  it('gives a fractional score without rounding', () => {
    expect(computeMatrixScore({ enthusiasmScores: [1, 1, 2] }).score).toBeCloseTo(1, 10);
    expect(computeMatrixScore({ writingScores: [1, 2] }).score).toBeCloseTo(1.125, 10);
  });

  it('ignores non-finite inputs', () => {
    const result = computeMatrixScore({ academic: Number.NaN, enthusiasmScores: [Number.NaN, 2] });
    expect(result.parts.rawSum).toBe(0);
    expect(result.parts.enthusiasmAverage).toBe(2);
  });
});
