import { contextualFlagKeys } from '@shortlist/domain/contextual';
import { universityGroupTypes } from '@shortlist/domain/enums';
import { specialCategoryFilterKeys } from '@shortlist/domain/schemas';
import { describe, expect, it } from 'vitest';
import { filterFamilies, offeredFamilies } from './filter-catalogue.ts';

describe('the filter catalogue', () => {
  it('keeps every special-category filter in the diversity family, and none elsewhere', () => {
    const diversity = filterFamilies.diversity.map((filter) => filter.key).sort();
    expect(diversity).toEqual([...specialCategoryFilterKeys].sort());
    const others = Object.entries(filterFamilies)
      .filter(([family]) => family !== 'diversity')
      .flatMap(([, filters]) => filters.map((filter) => filter.key));
    expect(others.filter((key) => (specialCategoryFilterKeys as readonly string[]).includes(key))).toEqual(
      [],
    );
  });

  it('offers the diversity family to manager admins only', () => {
    expect(offeredFamilies(false)).not.toContain('diversity');
    expect(offeredFamilies(true)).toContain('diversity');
  });

  it('offers the contextual flags filter to every manager, with every flag as a choice', () => {
    const family = offeredFamilies(false).find((key) =>
      filterFamilies[key].some((filter) => filter.key === 'contextualFlags'),
    );
    expect(family).toBe('socialMobility');
    expect(filterFamilies.socialMobility.find((filter) => filter.key === 'contextualFlags')).toEqual({
      key: 'contextualFlags',
      kind: 'choice',
      options: contextualFlagKeys,
    });
  });

  it('offers the university groupings (issue 18) among the education filters, to every manager', () => {
    expect(filterFamilies.education.find((filter) => filter.key === 'universityGroups')).toEqual({
      key: 'universityGroups',
      kind: 'choice',
      options: universityGroupTypes,
    });
    expect(offeredFamilies(false)).toContain('education');
  });

  it('names each filter once', () => {
    const keys = Object.values(filterFamilies).flatMap((filters) => filters.map((filter) => filter.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
