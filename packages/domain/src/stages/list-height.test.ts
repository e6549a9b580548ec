import { describe, expect, it } from 'vitest';
import { computeListHeight } from './list-height.ts';

describe('computeListHeight', () => {
  it.each([
    [0, false, 93],
    [1, false, 117],
    [10, false, 333],
    [0, true, 113],
    [1, true, 137],
    [10, true, 353],
  ])('gives %i rows (old browser %s) a height of %i', (rows, oldBrowser, height) => {
    expect(computeListHeight(rows, { oldBrowser })).toBe(height);
  });

  it('assumes a current browser when not told', () => {
    expect(computeListHeight(2)).toBe(141);
  });

  it.each([
    [-3, 93],
    [Number.NaN, 93],
    [Number.POSITIVE_INFINITY, 93],
    [2.9, 141],
  ])('treats a row count of %d as whole rows (height %i)', (rows, height) => {
    expect(computeListHeight(rows)).toBe(height);
  });
});
