import { describe, expect, it } from 'vitest';
import { parsePairs, splitTextPairs } from './pairs.ts';

describe('parsePairs', () => {
  it('splits each a:b entry into key and value', () => {
    expect(parsePairs(['a:b', 'full:Full time'])).toEqual([
      { key: 'a', value: 'b' },
      { key: 'full', value: 'Full time' },
    ]);
  });

  it('splits only at the first colon', () => {
    expect(parsePairs(['start:09:30', 'link:https://x.test'])).toEqual([
      { key: 'start', value: '09:30' },
      { key: 'link', value: 'https://x.test' },
    ]);
  });

  it('trims both sides and skips blank entries', () => {
    expect(parsePairs(['  a : b ', '', '   '])).toEqual([{ key: 'a', value: 'b' }]);
  });

  it('uses an entry without a colon as both key and value', () => {
    expect(parsePairs(['solo'])).toEqual([{ key: 'solo', value: 'solo' }]);
  });

  it('keeps an empty side when the colon is at an edge', () => {
    expect(parsePairs([':b', 'a:'])).toEqual([
      { key: '', value: 'b' },
      { key: 'a', value: '' },
    ]);
  });
});

describe('splitTextPairs', () => {
  it('splits at a separator longer than one character', () => {
    expect(splitTextPairs(['a=>b'], '=>')).toEqual([{ key: 'a', value: 'b' }]);
  });
});
