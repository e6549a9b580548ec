import { describe, expect, it } from 'vitest';
import { invalidPostcodeMessage, isValidUkPostcode, normalizeUkPostcode } from './postcode.ts';

describe('isValidUkPostcode', () => {
  it.each([
    ['A9 9AA', 'M1 1AE'],
    ['A99 9AA', 'B33 8TH'],
    ['AA9 9AA', 'CR2 6XH'],
    ['AA99 9AA', 'DN55 1PT'],
    ['A9A 9AA', 'W1A 0AX'],
    ['AA9A 9AA', 'EC1A 1BB'],
    ['lower case', 'sw1a 1aa'],
    ['no space', 'SW1A1AA'],
    ['surrounding spaces', '  SW1A 1AA '],
    ['the special GIR 0AA', 'GIR 0AA'],
    ['GIR 0AA without space', 'gir0aa'],
  ])('accepts %s (%s)', (_case, value) => {
    expect(isValidUkPostcode(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['outward code only', 'SW1A'],
    ['too long', 'SW1A 1AAA'],
    ['two spaces inside', 'SW1A  1AA'],
    ['Q as first letter', 'QA1 1AA'],
    ['C in the inward code', 'M1 1CA'],
    ['digit where a letter belongs', 'M1 111'],
    ['a US ZIP code', '90210'],
  ])('rejects %s (%j)', (_case, value) => {
    expect(isValidUkPostcode(value)).toBe(false);
  });
});

describe('normalizeUkPostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['  m1   1ae ', 'M1 1AE'],
    ['EC1A 1BB', 'EC1A 1BB'],
    ['ab1', 'AB1'],
  ])('%j -> %j', (value, expected) => {
    expect(normalizeUkPostcode(value)).toBe(expected);
  });
});

describe('invalidPostcodeMessage', () => {
  it("is the spec's message", () => {
    expect(invalidPostcodeMessage).toBe('Invalid post code');
  });
});
