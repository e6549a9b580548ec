import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.ts';

describe('parseQueryString', () => {
  it('reads key=value pairs from the search part', () => {
    expect(parseQueryString('?screenIndex=2&selectedTabIndex=1', '')).toEqual({
      screenIndex: '2',
      selectedTabIndex: '1',
    });
  });

  it('accepts a search part without the leading question mark', () => {
    expect(parseQueryString('a=1', '')).toEqual({ a: '1' });
  });

  it.each([
    ['#/manager/search?screenIndex=3', { screenIndex: '3' }],
    ['#screenIndex=3&x=y', { screenIndex: '3', x: 'y' }],
    ['screenIndex=3', { screenIndex: '3' }],
    ['#/manager/search', {}],
    ['#', {}],
    ['', {}],
  ])('reads the hash %s', (hash, expected) => {
    expect(parseQueryString('', hash)).toEqual(expected);
  });

  it('URL-decodes keys and values, with + as a space', () => {
    expect(parseQueryString('?return=%2Fmanager%2Fcandidatesx&q=jane+doe&na%6De=x', '')).toEqual({
      return: '/manager/candidatesx',
      q: 'jane doe',
      name: 'x',
    });
  });

  it('keeps malformed encoding as typed', () => {
    expect(parseQueryString('?q=100%', '')).toEqual({ q: '100%' });
  });

  it('splits a pair at the first equals sign only', () => {
    expect(parseQueryString('?url=/a?b=c', '')).toEqual({ url: '/a?b=c' });
  });

  it('gives a key without a value an empty value and skips empty keys', () => {
    expect(parseQueryString('?flag&=orphan&&a=1', '')).toEqual({ flag: '', a: '1' });
  });

  it('keeps the last value of a repeated key', () => {
    expect(parseQueryString('?a=1&a=2', '')).toEqual({ a: '2' });
  });

  it('merges both parts, the search part winning on a clash', () => {
    expect(parseQueryString('?a=search&b=2', '#/x?a=hash&c=3')).toEqual({ a: 'search', b: '2', c: '3' });
  });

  it('returns a plain record even for a key named like an object method', () => {
    expect(parseQueryString('?toString=1', '')).toEqual({ toString: '1' });
  });

  it('keeps __proto__ as an ordinary key without changing the prototype', () => {
    const result = parseQueryString('?__proto__=x', '');
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.hasOwn(result, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toBe('x');
  });
});
