import type { CountryBase } from '../enums/enumerations.ts';
import { countryBases } from '../enums/enumerations.ts';

/** §1: a missing country base counts as UK. */
export const defaultCountryBase = 'UK' satisfies CountryBase;

// Decision: values match ignoring case and spaces; an unknown value counts as UK like a missing one.
export function resolveCountryBase(value: string | null | undefined): CountryBase {
  const key = value?.trim().toUpperCase() ?? '';
  return countryBases.find((base) => base === key) ?? defaultCountryBase;
}
