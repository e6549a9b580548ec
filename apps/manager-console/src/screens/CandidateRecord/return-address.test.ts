import { describe, expect, it } from 'vitest';
import { defaultReturnAddress, resolveReturnAddress } from './return-address.ts';

describe('resolveReturnAddress', () => {
  it('keeps a console list with its query, so the list reopens as it was', () => {
    expect(resolveReturnAddress('/manager/roles/3?stage=16&page=2')).toBe('/manager/roles/3?stage=16&page=2');
    expect(resolveReturnAddress('/manager/search?term=smith')).toBe('/manager/search?term=smith');
  });

  it.each([
    ['no parameter', null],
    ['another site', 'https://evil.example/manager/roles'],
    ['a protocol-relative address', '//evil.example/manager/roles'],
    ['a page outside the console', '/account'],
    ['a path that climbs out of the console', '/manager/../login'],
    ['a backslash trick', '/manager/\\..\\..\\login'],
    ['the console root without a list', '/manager'],
  ])('falls back to the roles for %s', (_case, value) => {
    expect(resolveReturnAddress(value)).toBe(defaultReturnAddress);
  });
});
