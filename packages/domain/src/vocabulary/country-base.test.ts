import { describe, expect, it } from 'vitest';
import type { CountryBase } from '../enums/enumerations.ts';
import { resolveCountryBase } from './country-base.ts';

describe('resolveCountryBase', () => {
  it.each<[string | null | undefined, CountryBase]>([
    ['UK', 'UK'],
    ['OZ', 'OZ'],
    ['HK', 'HK'],
    ['OTHER', 'OTHER'],
    ['oz', 'OZ'],
    [' hk ', 'HK'],
    [null, 'UK'],
    [undefined, 'UK'],
    ['', 'UK'],
    ['GCC', 'UK'],
    ['AU', 'UK'],
  ])('reads %j as %s', (value, expected) => {
    expect(resolveCountryBase(value)).toBe(expected);
  });
});
