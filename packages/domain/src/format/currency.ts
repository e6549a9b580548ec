import { defaultCurrencySymbol } from '../constants/defaults.ts';

// Currency symbols of spec §9: £, $, € with £ as the default.

export const currencySymbols = { GBP: '£', USD: '$', EUR: '€' } as const;
export type CurrencyCode = keyof typeof currencySymbols;

function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(currencySymbols, code);
}

/** Decision: codes are matched case-insensitively after trimming; a missing or unknown code gives £. */
export function resolveCurrencySymbol(code?: string | null): string {
  const normalized = code?.trim().toUpperCase() ?? '';
  return isCurrencyCode(normalized) ? currencySymbols[normalized] : defaultCurrencySymbol;
}

const wholeAmount = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const fractionalAmount = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats an amount with its currency symbol and thousands separators: '£45,000', '$12.50', '-€3.10'.
 * Decision: whole amounts show no decimals (salaries), others show exactly two.
 */
export function formatMoney(amount: number, code?: string | null): string {
  const symbol = resolveCurrencySymbol(code);
  const magnitude = Math.abs(amount);
  const digits = Number.isInteger(magnitude)
    ? wholeAmount.format(magnitude)
    : fractionalAmount.format(magnitude);
  return amount < 0 ? `-${symbol}${digits}` : `${symbol}${digits}`;
}
