import type { SearchFilters } from './search.ts';

/** The filters over special-category data (UK GDPR art. 9): offered to manager admins only, each use audited. */
export const specialCategoryFilterKeys = [
  'gender',
  'ethnicity',
  'orientations',
  'healthConditions',
  'religion',
] as const satisfies readonly (keyof SearchFilters)[];
export type SpecialCategoryFilterKey = (typeof specialCategoryFilterKeys)[number];

export const specialCategoryMessages = {
  adminsOnly: 'Diversity, health, orientation and religion filters are open to manager admins only.',
} as const;

/** The special-category filters a search actually narrows by: an empty list filters nothing, so it does not count. */
export function listSpecialCategoryFilters(
  filters: SearchFilters | null | undefined,
): SpecialCategoryFilterKey[] {
  if (!filters) return [];
  return specialCategoryFilterKeys.filter((key) => {
    const value = filters[key];
    return Array.isArray(value) && value.length > 0;
  });
}

/** Whether a search uses any special-category filter. */
export function usesSpecialCategoryFilters(filters: SearchFilters | null | undefined): boolean {
  return listSpecialCategoryFilters(filters).length > 0;
}
