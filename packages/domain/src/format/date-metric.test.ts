import { describe, expect, it } from 'vitest';
import { formatDateMetric } from './date-metric.ts';

describe('formatDateMetric', () => {
  it('shows a timestamp in seconds as day, month name and year', () => {
    expect(formatDateMetric(1_709_596_800)).toBe('5 March 2024');
  });

  it('reads the timestamp as seconds, not milliseconds', () => {
    expect(formatDateMetric(0)).toBe('1 January 1970');
    expect(formatDateMetric(86_400)).toBe('2 January 1970');
  });

  it.each([null, undefined, Number.NaN])('has no display for %s', (value) => {
    expect(formatDateMetric(value)).toBeNull();
  });
});
