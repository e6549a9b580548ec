import type { SearchFilterKey, SearchFilters } from '@shortlist/domain/schemas';

// Reading and writing one filter's value in the filter object; an empty value removes the filter.

/** Whether a filter value narrows the search at all. */
export function isActiveValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object')
    return Object.values(value).some((part) => part !== null && part !== undefined && part !== '');
  return true;
}

export function setFilter(filters: SearchFilters, key: SearchFilterKey, value: unknown): SearchFilters {
  const { [key]: _previous, ...rest } = filters;
  return isActiveValue(value) ? ({ ...rest, [key]: value } as SearchFilters) : rest;
}

export function countActive(filters: SearchFilters, keys: readonly SearchFilterKey[]): number {
  return keys.filter((key) => isActiveValue(filters[key])).length;
}

const secondsPerDay = 86_400;

/** '2026-03-01' for epoch seconds, in UTC (the API's dates are UTC). */
export function toIsoDate(seconds: number | null | undefined): string | null {
  return seconds == null ? null : new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Epoch seconds of a day's start, or of its last second when it ends a range, so "to" includes the day. */
export function fromIsoDate(iso: string | null, { endOfDay }: { endOfDay: boolean }): number | null {
  if (!iso) return null;
  const start = Date.parse(`${iso}T00:00:00Z`) / 1000;
  if (Number.isNaN(start)) return null;
  return endOfDay ? start + secondsPerDay - 1 : start;
}
