import type { SearchFilters } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { referenceNames } from './sql-parts.ts';

/**
 * Filters answered by the search projection on the application itself (c; migration 0011 keeps it in step
 * with the person and the profile): array columns of lower-cased answers, GIN indexed with the organisation.
 * A list answer matches when any of its items is one of the picked names, as answerIsAnyOf reads JSON.
 */
export function projectedConditions(filters: SearchFilters, organizationId: number): SQL[] {
  const parts: SQL[] = [];
  if (filters.gender?.length) {
    parts.push(sql`c.gender_answers && array${referenceNames('GENDER', filters.gender, organizationId)}`);
  }
  if (filters.ethnicity?.length) {
    // The projection holds the application's own ethnicity answer, else the profile's.
    parts.push(
      sql`c.ethnicity_answers && array${referenceNames('ETHNICITY', filters.ethnicity, organizationId)}`,
    );
  }
  // Issue 13: every contextual flag asked for is on.
  if (filters.contextualFlags?.length) {
    parts.push(sql`c.contextual_flags @> ${sql.param([...filters.contextualFlags])}::text[]`);
  }
  if (filters.universityGroups?.length) {
    parts.push(
      sql`c.university_names && array${universityGroupNames(filters.universityGroups, organizationId)}`,
    );
  }
  return parts;
}

/**
 * The members of university groupings (RUSSELL_GROUP, OXBRIDGE, GO8 reference items, shared or the
 * organisation's own), by value and by name, lower-cased: a profile names its university either way.
 */
function universityGroupNames(groups: readonly string[], organizationId: number): SQL {
  return sql`(select lower(name.item) from reference_items gi
    cross join lateral (values (gi.value), (gi.label)) as name(item)
    where name.item is not null and gi.type = any(${sql.param([...groups])}::text[])
    and (gi.organization_id is null or gi.organization_id = ${organizationId}))`;
}
