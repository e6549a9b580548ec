import { describe, expect, it } from 'vitest';
import { countWords } from './word-count.ts';

describe('countWords', () => {
  it.each([
    ['', 0],
    [null, 0],
    ['   ', 0],
    ['hello', 1],
    ['hello world', 2],
    ['well-known', 1],
    ["don't", 1],
    ['don’t', 1],
    ['this - that', 2],
    ['Hello, world! ... ?', 2],
    ['  spaced \n\t out  ', 2],
    ['2024 was a year', 4],
    ['trailing- hyphen', 2],
    ['Zoë and Łukasz', 3],
    ['—', 0],
  ])('%j -> %i', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});
