import { describe, expect, it } from 'vitest';
import { convertDateMetricToDate, isValidDateMetricValue, maxDateMetricSeconds } from './date-metric.ts';

describe('isValidDateMetricValue', () => {
  it.each([
    ['a seconds timestamp', 1_700_000_000, true],
    ['the epoch', 0, true],
    ['before 1970', -86_400, true],
    ['the last second of year 9999', maxDateMetricSeconds, true],
    ['one second later', maxDateMetricSeconds + 1, false],
    ['a milliseconds timestamp', 1_700_000_000_000, false],
    ['a fractional value', 1_700_000_000.5, false],
    ['NaN', Number.NaN, false],
    ['a numeric string', '1700000000', false],
    ['null', null, false],
  ])('%s -> %s', (_case, value, expected) => {
    expect(isValidDateMetricValue(value)).toBe(expected);
  });
});

describe('convertDateMetricToDate', () => {
  it('reads the value as seconds', () => {
    expect(convertDateMetricToDate(1_700_000_000).toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });
});
