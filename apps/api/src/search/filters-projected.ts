import type { SearchFilters } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PickedNames } from './picked-names.ts';
import { isAnyText, pushIf, withinDates } from './sql-parts.ts';

// Filters answered by the search projection, kept in step with the person and the profile by the triggers of
// migrations 0011 and 0014, compared with the picked items' names read beforehand.

/** On the application itself (c). */
export function projectedConditions(filters: SearchFilters, picked: PickedNames): SQL[] {
  const parts: SQL[] = [];
  if (filters.gender?.length) parts.push(isAnyText(sql`c.gender_key`, picked.gender));
  // The projection holds the application's own ethnicity answer, else the profile's.
  if (filters.ethnicity?.length) parts.push(isAnyText(sql`c.ethnicity_key`, picked.ethnicity));
  return parts;
}

/** On the application's facets (f, candidate_facets): only these join them. */
export function facetConditions(filters: SearchFilters, picked: PickedNames): SQL[] {
  const parts: SQL[] = [];
  // Issue 13: every contextual flag asked for is on.
  if (filters.contextualFlags?.length) {
    parts.push(sql`f.contextual_flags @> ${sql.param([...filters.contextualFlags])}::text[]`);
  }
  if (filters.universityGroups?.length) {
    parts.push(sql`f.university_names && ${sql.param(picked.universityGroups)}::text[]`);
  }
  pushIf(parts, withinDates(sql`f.created_at`, filters.dateAdded));
  return parts;
}
