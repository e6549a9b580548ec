import { describe, expect, it } from 'vitest';
import { stageMatrixScore, usesMatrixScore } from './matrix-metrics.ts';
import { toScoreMetrics } from './score-metrics.ts';

const metric = (key: string) => ({ key, label: key, metricType: 'number' as const, max: 4 });
const matrix = toScoreMetrics(
  ['academic', 'pi_flags', 'Second-Career', 'enthusiasm1', 'enthusiasm2', 'writing'].map(metric),
);
const score = (key: string, value: number, stageId = 3) => ({
  stage: { id: stageId },
  key,
  label: key,
  metricType: 'number',
  value,
  scorerUserId: null,
  scorerName: null,
  updatedAt: '2026-11-20T12:00:00.000Z',
});

describe('usesMatrixScore', () => {
  it('is true with a raw part, an enthusiasm and a writing metric, keys compared loosely', () => {
    expect(usesMatrixScore(matrix)).toBe(true);
  });

  it('is false when a part of the matrix is missing', () => {
    expect(usesMatrixScore(toScoreMetrics(['academic', 'enthusiasm'].map(metric)))).toBe(false);
    expect(usesMatrixScore(toScoreMetrics(['enthusiasm', 'writing'].map(metric)))).toBe(false);
  });
});

describe('stageMatrixScore', () => {
  it('caps the raw parts at 4 (x1.5) and averages enthusiasm and writing (x0.75) of the stage', () => {
    const scores = [
      score('academic', 3),
      score('pi_flags', 1),
      score('Second-Career', 2),
      score('enthusiasm1', 4),
      score('enthusiasm2', 2),
      score('writing', 4),
      score('academic', 0, 1),
    ];
    // min(6, 4) * 1.5 + 3 * 0.75 + 4 * 0.75 = 6 + 2.25 + 3
    expect(stageMatrixScore(matrix, scores, 3)?.score).toBe(11.25);
    expect(stageMatrixScore(matrix, scores, 1)?.score).toBe(0);
  });

  it('is null for an organisation that does not use the matrix', () => {
    expect(stageMatrixScore(toScoreMetrics([metric('advocacy')]), [score('advocacy', 3)], 3)).toBeNull();
  });
});
