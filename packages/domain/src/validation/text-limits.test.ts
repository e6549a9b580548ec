import { describe, expect, it } from 'vitest';
import { isWithinTextLimit, textLimits, truncateFreeText } from './text-limits.ts';

describe('textLimits', () => {
  it('holds the spec values', () => {
    expect(Object.values(textLimits).sort((a, b) => a - b)).toEqual([
      5, 10, 20, 100, 255, 500, 2008, 2010, 4096,
    ]);
  });
});

describe('truncateFreeText', () => {
  it.each([
    [0, 0],
    [99, 99],
    [100, 100],
    [101, 100],
    [500, 100],
  ])('%i characters -> %i', (length, expected) => {
    expect(truncateFreeText('x'.repeat(length))).toHaveLength(expected);
  });

  it('keeps the first 100 characters', () => {
    const text = `${'a'.repeat(100)}b`;
    expect(truncateFreeText(text)).toBe('a'.repeat(100));
  });

  it('never splits an emoji', () => {
    const text = '🙂'.repeat(101);
    expect(truncateFreeText(text)).toBe('🙂'.repeat(100));
  });
});

describe('isWithinTextLimit', () => {
  it.each([
    [20, true],
    [21, false],
  ])('%i characters within shortText -> %s', (length, expected) => {
    expect(isWithinTextLimit('a'.repeat(length), 'shortText')).toBe(expected);
  });
});
