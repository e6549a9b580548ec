import { describe, expect, it } from 'vitest';
import { countSmsMessages, findNonGsmCharacters, isGsmText } from './sms-text.ts';

describe('isGsmText', () => {
  it.each([
    ['plain English', 'Your interview is at 10:30, see you then!'],
    ['basic-table accents and symbols', 'Café £5 @ Zürich ÆØÅ ¿¡ §'],
    ['Greek capitals of the basic table', 'ΔΦΓΛΩΠΨΣΘΞ'],
    ['extension table', '{}[]~^|\\€'],
    ['line breaks', 'Line one\nLine two\r\n'],
    ['empty text', ''],
  ])('accepts %s', (_case, text) => {
    expect(isGsmText(text)).toBe(true);
  });

  it.each([
    ['an emoji', 'Good luck 🙂'],
    ['curly quotes', '“Hello”'],
    ['an accent outside the set', 'ê'],
    ['a tab', 'a\tb'],
  ])('rejects %s', (_case, text) => {
    expect(isGsmText(text)).toBe(false);
  });
});

describe('findNonGsmCharacters', () => {
  it('lists each offending character once, in order of appearance', () => {
    expect(findNonGsmCharacters('“Hi” – 🙂 “again”')).toEqual(['“', '”', '–', '🙂']);
  });

  it('returns nothing for GSM text', () => {
    expect(findNonGsmCharacters('All good €')).toEqual([]);
  });
});

describe('countSmsMessages', () => {
  it.each([
    [0, 0],
    [1, 1],
    [160, 1],
    [161, 2],
    [320, 2],
    [321, 3],
    [480, 3],
    [481, null],
  ])('%i characters -> %s', (length, expected) => {
    expect(countSmsMessages('a'.repeat(length))).toBe(expected);
  });

  it('counts an emoji as one character', () => {
    expect(countSmsMessages(`${'a'.repeat(159)}🙂`)).toBe(1);
  });
});
