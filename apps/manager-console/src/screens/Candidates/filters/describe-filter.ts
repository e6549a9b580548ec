import type { SearchFilterKey } from '@shortlist/domain/schemas';
import type { FilterDefinition } from './filter-catalogue.ts';
import { filterFamilies } from './filter-catalogue.ts';
import { toIsoDate } from './filter-values.ts';

export const filterDefinitions = new Map<SearchFilterKey, FilterDefinition>(
  Object.values(filterFamilies).flatMap((family) => family.map((definition) => [definition.key, definition])),
);

type Words = {
  name: string;
  yes: string;
  no: string;
  option: (value: unknown) => string;
  /** '10 mi, M1 1AE'. */
  distance: (miles: string, postcode: string) => string;
};

const open = '…';

/** A filter in words for its chip: its name, then its values as the user chose them. */
export function describeFilter(key: SearchFilterKey, value: unknown, words: Words): string {
  const { name } = words;
  if (Array.isArray(value)) return `${name}: ${value.map(words.option).join(', ')}`;
  if (typeof value === 'boolean') return `${name}: ${value ? words.yes : words.no}`;
  if (typeof value === 'number') return `${name}: ${words.option(value)}`;
  if (value && typeof value === 'object') {
    const part = value as Record<string, unknown>;
    if ('postcode' in part)
      return `${name}: ${words.distance(String(part.miles ?? ''), String(part.postcode))}`;
    if ('from' in part || 'to' in part) {
      const from = toIsoDate(part.from as number | null) ?? open;
      const to = toIsoDate(part.to as number | null) ?? open;
      return `${name}: ${from} – ${to}`;
    }
    return `${name}: ${String(part.min ?? open)} – ${String(part.max ?? open)}`;
  }
  return `${key}`;
}
