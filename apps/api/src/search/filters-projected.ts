import type { SearchFilters } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PickedNames } from './picked-names.ts';
import { isAnyText, pushIf, withinDates } from './sql-parts.ts';

// Filters answered by the search projection, kept in step with the person and the profile by the triggers of
// migrations 0011, 0014 and 0015, compared with the picked items' names read beforehand.

/** On the application itself (c). */
export function projectedConditions(filters: SearchFilters, picked: PickedNames): SQL[] {
  const parts: SQL[] = [];
  if (filters.gender?.length) parts.push(isAnyText(sql`c.gender_key`, picked.gender));
  // The projection holds the application's own ethnicity answer, else the profile's.
  if (filters.ethnicity?.length) parts.push(isAnyText(sql`c.ethnicity_key`, picked.ethnicity));
  return parts;
}

/** On the application's facets (f, candidate_facets): only these join them. */
export function facetConditions(filters: SearchFilters): SQL[] {
  const parts: SQL[] = [];
  // Issue 13: every contextual flag asked for is on.
  if (filters.contextualFlags?.length) {
    parts.push(sql`f.contextual_flags @> ${sql.param([...filters.contextualFlags])}::text[]`);
  }
  // With a university group, the universities' own copy of the date answers it in the same index range.
  if (!filters.universityGroups?.length) pushIf(parts, withinDates(sql`f.created_at`, filters.dateAdded));
  return parts;
}

/** On the application's universities (u, candidate_universities): a university group, with the date added. */
export function universityConditions(filters: SearchFilters, picked: PickedNames): SQL[] {
  if (!filters.universityGroups?.length) return [];
  const parts = [isAnyText(sql`u.university_name`, picked.universityGroups)];
  pushIf(parts, withinDates(sql`u.created_at`, filters.dateAdded));
  return parts;
}
