import { describe, expect, it } from 'vitest';
import { isScoreWithinMetric, resolveMetricBounds } from './metric-bounds.ts';

describe('resolveMetricBounds', () => {
  it.each([
    ['number defaults', { metricType: 'number' }, { min: 0, max: 5 }],
    ['percent defaults', { metricType: 'percent' }, { min: 0, max: 100 }],
    ['number with own max', { metricType: 'number', max: 10 }, { min: 0, max: 10 }],
    ['number with own min', { metricType: 'number', min: 1 }, { min: 1, max: 5 }],
    ['percent with null bounds', { metricType: 'percent', min: null, max: null }, { min: 0, max: 100 }],
    ['percent with own bounds', { metricType: 'percent', min: -50, max: 50 }, { min: -50, max: 50 }],
    ['own min of 0 kept', { metricType: 'number', min: 0, max: 0 }, { min: 0, max: 0 }],
  ] as const)('%s', (_case, metric, expected) => {
    expect(resolveMetricBounds(metric)).toEqual(expected);
  });

  it.each(['yesno', 'text', 'date'] as const)('gives %s metrics no numeric bounds', (metricType) => {
    expect(resolveMetricBounds({ metricType, min: 1, max: 3 })).toBeNull();
  });
});

describe('isScoreWithinMetric', () => {
  it.each([
    [{ metricType: 'number' }, -1, false],
    [{ metricType: 'number' }, 0, true],
    [{ metricType: 'number' }, 5, true],
    [{ metricType: 'number' }, 5.5, false],
    [{ metricType: 'percent' }, 100, true],
    [{ metricType: 'percent' }, 101, false],
    [{ metricType: 'number', min: 2, max: 8 }, 1, false],
    [{ metricType: 'number', min: 2, max: 8 }, 8, true],
    [{ metricType: 'number', min: 2, max: 8 }, 9, false],
  ] as const)('%o with score %s -> %s', (metric, score, expected) => {
    expect(isScoreWithinMetric(metric, score)).toBe(expected);
  });

  it('accepts any finite number for a metric without numeric bounds', () => {
    expect(isScoreWithinMetric({ metricType: 'date' }, 1_700_000_000)).toBe(true);
  });

  it('rejects a score that is not a finite number', () => {
    expect(isScoreWithinMetric({ metricType: 'number' }, Number.NaN)).toBe(false);
    expect(isScoreWithinMetric({ metricType: 'text' }, Number.POSITIVE_INFINITY)).toBe(false);
  });
});
