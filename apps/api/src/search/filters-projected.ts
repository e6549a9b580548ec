import type { SearchFilters } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PickedNames } from './picked-names.ts';
import { isAnyText } from './sql-parts.ts';

/**
 * Filters answered by the search projection on the application itself (c; migration 0011 keeps it in step
 * with the person and the profile), compared with the picked items' names read beforehand.
 */
export function projectedConditions(filters: SearchFilters, picked: PickedNames): SQL[] {
  const parts: SQL[] = [];
  if (filters.gender?.length) parts.push(isAnyText(sql`c.gender_key`, picked.gender));
  // The projection holds the application's own ethnicity answer, else the profile's.
  if (filters.ethnicity?.length) parts.push(isAnyText(sql`c.ethnicity_key`, picked.ethnicity));
  // Issue 13: every contextual flag asked for is on.
  if (filters.contextualFlags?.length) {
    parts.push(sql`c.contextual_flags @> ${sql.param([...filters.contextualFlags])}::text[]`);
  }
  if (filters.universityGroups?.length) {
    parts.push(sql`c.university_names && ${sql.param(picked.universityGroups)}::text[]`);
  }
  return parts;
}
