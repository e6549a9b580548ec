import { describe, expect, it } from 'vitest';
import { resolveScreenSize, themeSizes } from './theme-sizes.ts';

describe('themeSizes', () => {
  it('holds the breakpoints and default category of the spec', () => {
    expect(themeSizes.breakpoints).toEqual({ xs: 320, sm: 600, md: 1000, lg: 1200, xl: 1500 });
    expect(themeSizes.defaultScreenSize).toBe('sm');
  });

  it('holds the button, input and text sizes of the spec', () => {
    expect(themeSizes.button).toEqual({
      radius: 24,
      width: 216,
      height: { large: 48, medium: 40, small: 30 },
    });
    expect(themeSizes.input).toEqual({ width: 300, height: 50 });
    expect(themeSizes.font).toEqual({ pageTitle: 30, text: 16 });
    expect(themeSizes.scrollOffset).toBe(65);
    expect(themeSizes.crashScreen).toEqual({ logoWidth: 130, robotImageWidth: 422 });
  });
});

describe('resolveScreenSize', () => {
  it.each([
    [0, 'xs'],
    [319, 'xs'],
    [320, 'xs'],
    [599, 'xs'],
    [600, 'sm'],
    [999, 'sm'],
    [1000, 'md'],
    [1199, 'md'],
    [1200, 'lg'],
    [1499, 'lg'],
    [1500, 'xl'],
    [3840, 'xl'],
  ])('puts a width of %i px in %s', (width, expected) => {
    expect(resolveScreenSize(width)).toBe(expected);
  });

  it('falls back to sm for a width that is not a number', () => {
    expect(resolveScreenSize(Number.NaN)).toBe('sm');
  });
});
