import { describe, expect, it } from 'vitest';
import { resolveMobileDependentDefault } from './mobile-default.ts';

describe('resolveMobileDependentDefault', () => {
  it.each([
    [true, 320],
    [false, 480],
  ])('gives %s -> %i', (isMobile, expected) => {
    expect(resolveMobileDependentDefault(isMobile)).toBe(expected);
  });
});
