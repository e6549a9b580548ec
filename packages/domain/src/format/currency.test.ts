import { describe, expect, it } from 'vitest';
import { formatMoney, resolveCurrencySymbol } from './currency.ts';

describe('resolveCurrencySymbol', () => {
  it.each([
    ['GBP', '£'],
    ['USD', '$'],
    ['EUR', '€'],
    ['usd', '$'],
    [' eur ', '€'],
    ['JPY', '£'],
    ['', '£'],
    ['toString', '£'],
    [undefined, '£'],
    [null, '£'],
  ])('gives %s -> %s', (code, expected) => {
    expect(resolveCurrencySymbol(code)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    [45000, undefined, '£45,000'],
    [1234567, 'USD', '$1,234,567'],
    [12.5, 'EUR', '€12.50'],
    [0.1, 'GBP', '£0.10'],
    [999.999, 'GBP', '£1,000.00'],
    [0, undefined, '£0'],
    [-3.1, 'EUR', '-€3.10'],
    [-200, 'XYZ', '-£200'],
  ])('formats %s %s as %s', (amount, code, expected) => {
    expect(formatMoney(amount, code)).toBe(expected);
  });
});
