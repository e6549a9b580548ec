import { describe, expect, it } from 'vitest';
import { formatPercentChange } from './percent-change.ts';

describe('formatPercentChange', () => {
  it.each([
    [12, '+12%'],
    [1, '+1%'],
    [0, '0%'],
    [-3, '-3%'],
    [-9998, '-9998%'],
    [0.4, '0%'],
    [-0.4, '0%'],
    [0.5, '+1%'],
    [12.6, '+13%'],
    [-2.6, '-3%'],
  ])('shows %s as %s', (value, expected) => {
    expect(formatPercentChange(value)).toBe(expected);
  });

  it.each([-9999, null, undefined, Number.NaN])('has no display for %s', (value) => {
    expect(formatPercentChange(value)).toBeNull();
  });
});
