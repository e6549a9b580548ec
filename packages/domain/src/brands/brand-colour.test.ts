import { describe, expect, it } from 'vitest';
import {
  brandColourProblem,
  contrastRatio,
  darkenToContrast,
  formatContrastRatio,
  mixColours,
  usableBrandColour,
} from './brand-colour.ts';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f4e8c', '#1F4E8C')).toBe(1);
  });

  it.each([
    ['#0b5d6b', 7.52],
    ['#767676', 4.54],
    ['#777777', 4.48],
    ['#1f4e8c', 8.31],
  ])('puts %s on white at %s:1', (hex, ratio) => {
    expect(contrastRatio(hex, '#ffffff')).toBeCloseTo(ratio, 2);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('#rrggbb');
  });
});

describe('brandColourProblem', () => {
  it('passes a dark colour and fails a light one with its measured ratio', () => {
    expect(brandColourProblem('#0b5d6b')).toBeNull();
    expect(brandColourProblem('#767676')).toBeNull();
    expect(brandColourProblem('#777777')).toEqual({ ratio: expect.closeTo(4.48, 2), minimum: 4.5 });
    expect(brandColourProblem('#ffcc00')?.ratio).toBeCloseTo(1.51, 2);
  });
});

describe('formatContrastRatio', () => {
  it('shows two decimals at most and never rounds a failing ratio up to the minimum', () => {
    expect(formatContrastRatio(4.4776)).toBe('4.48:1');
    expect(formatContrastRatio(4.4999)).toBe('4.49:1');
    expect(formatContrastRatio(21)).toBe('21:1');
    expect(formatContrastRatio(7.4)).toBe('7.4:1');
  });
});

describe('usableBrandColour', () => {
  it('keeps a readable colour in lower case and drops a light, malformed or missing one', () => {
    expect(usableBrandColour('#0B5D6B')).toBe('#0b5d6b');
    expect(usableBrandColour('#777777')).toBeNull();
    expect(usableBrandColour('teal')).toBeNull();
    expect(usableBrandColour(null)).toBeNull();
  });
});

describe('shades', () => {
  it('mixes per channel', () => {
    expect(mixColours('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(mixColours('#0b5d6b', '#000000', 0)).toBe('#0b5d6b');
  });

  it('darkens a colour only as far as the contrast needs', () => {
    expect(darkenToContrast('#0b5d6b', '#f3f5f8')).toBe('#0b5d6b');
    // #767676 reads on white (4.54:1) but not on a muted panel (4.16:1): one 5% step darker does.
    expect(contrastRatio('#767676', '#f3f5f8')).toBeLessThan(4.5);
    expect(darkenToContrast('#767676', '#f3f5f8')).toBe('#707070');
    expect(contrastRatio('#707070', '#f3f5f8')).toBeGreaterThanOrEqual(4.5);
  });
});
