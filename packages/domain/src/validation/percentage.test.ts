import { describe, expect, it } from 'vitest';
import { isValidPercentage } from './percentage.ts';

describe('isValidPercentage', () => {
  it.each([
    [-0.01, false],
    [0, true],
    [50.5, true],
    [100, true],
    [100.01, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('number %s -> %s', (value, expected) => {
    expect(isValidPercentage(value)).toBe(expected);
  });

  it.each([
    ['', true],
    ['   ', true],
    ['0', true],
    ['100', true],
    ['101', false],
    ['-1', false],
    ['12.5', true],
    ['abc', false],
    ['1e2', false],
  ])('string %j -> %s', (value, expected) => {
    expect(isValidPercentage(value)).toBe(expected);
  });

  it('treats null and undefined as empty, which is valid', () => {
    expect(isValidPercentage(null)).toBe(true);
    expect(isValidPercentage(undefined)).toBe(true);
  });
});
