import type { CountryBase } from '../enums/enumerations.ts';

// Product-wide defaults of spec §1 and §9.

/** A missing country base counts as UK. */
export const defaultCountryBase: CountryBase = 'UK';
export const defaultLanguage = 'en';
export const defaultCurrencySymbol = '£';
