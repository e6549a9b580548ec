import { describe, expect, it } from 'vitest';
import { isValidUkMobile, normalizeUkMobile, specialUkMobileNumber } from './uk-mobile.ts';

describe('normalizeUkMobile', () => {
  it.each([
    ['+447700900123', '07700900123'],
    ['+44 7700 900123', '07700900123'],
    [' 07700 900 123 ', '07700900123'],
    ['07700900123', '07700900123'],
    ['0044 7700900123', '00447700900123'],
  ])('%s -> %s', (value, expected) => {
    expect(normalizeUkMobile(value)).toBe(expected);
  });
});

describe('isValidUkMobile', () => {
  it.each([
    ['10 characters', '0770090012', false],
    ['11 characters starting 07', '07700900123', true],
    ['12 characters', '077009001234', false],
    ['06 prefix', '06700900123', false],
    ['+44 form', '+447700900123', true],
    ['+44 form with spaces', '+44 7700 900 123', true],
    ['+44 form one digit short', '+44770090012', false],
    ['a letter inside', '0770090012a', false],
    ['empty', '', false],
  ])('%s (%s) -> %s', (_case, value, expected) => {
    expect(isValidUkMobile(value)).toBe(expected);
  });

  it('accepts the special placeholder number although it does not start with 07', () => {
    expect(specialUkMobileNumber).toBe('00000000000');
    expect(isValidUkMobile('00000000000')).toBe(true);
    expect(isValidUkMobile('00000000001')).toBe(false);
  });
});
