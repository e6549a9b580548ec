import { describe, expect, it } from 'vitest';
import { stepScreenIndex } from './screen-index.ts';

describe('stepScreenIndex', () => {
  it.each([
    [0, 'forward', 1],
    [3, 'forward', 4],
    [3, 'backward', 2],
    [1, 'backward', 0],
    [0, 'backward', 0],
    [-2, 'backward', 0],
    [-2, 'forward', 1],
    [Number.NaN, 'forward', 1],
    [1.5, 'backward', 0],
  ] as const)('steps %s %s to %i', (current, direction, expected) => {
    expect(stepScreenIndex(current, direction)).toBe(expected);
  });
});
