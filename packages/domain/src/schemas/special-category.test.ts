import { describe, expect, it } from 'vitest';
import { searchFilterKeys } from './search.ts';
import {
  listSpecialCategoryFilters,
  specialCategoryFilterKeys,
  usesSpecialCategoryFilters,
} from './special-category.ts';

describe('special-category filters', () => {
  it('are all filters the search accepts', () => {
    for (const key of specialCategoryFilterKeys) expect(searchFilterKeys).toContain(key);
  });

  it.each(specialCategoryFilterKeys)('counts a non-empty %s filter as special-category use', (key) => {
    const value = key === 'orientations' || key === 'healthConditions' ? ['Bisexual'] : [3];
    expect(usesSpecialCategoryFilters({ [key]: value })).toBe(true);
  });

  it('does not count a search without them, or with empty lists of them', () => {
    expect(usesSpecialCategoryFilters(undefined)).toBe(false);
    expect(usesSpecialCategoryFilters(null)).toBe(false);
    expect(usesSpecialCategoryFilters({ locations: [1], statuses: ['ACTIVE'] })).toBe(false);
    expect(usesSpecialCategoryFilters({ gender: [], religion: [] })).toBe(false);
  });

  it('lists the names of the special-category filters used, in a stable order', () => {
    expect(listSpecialCategoryFilters({ religion: [2], locations: [1], gender: [5], ethnicity: [] })).toEqual(
      ['gender', 'religion'],
    );
  });
});
