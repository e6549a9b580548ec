import { describe, expect, it } from 'vitest';
import { estimateMinutes } from './time-estimate.ts';

describe('estimateMinutes', () => {
  it.each([
    [0, 'a few'],
    [1, 'a few'],
    [99, 'a few'],
    [100, 10],
    [299, 10],
    [300, 20],
    [499, 20],
    [500, 30],
    [1000, 50],
    [-100, 'a few'],
    [-500, 'a few'],
    [Number.NaN, 'a few'],
  ])('estimates %s as %s minutes', (value, expected) => {
    expect(estimateMinutes(value)).toBe(expected);
  });
});
