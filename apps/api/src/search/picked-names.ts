import type { SearchFilters } from '@shortlist/domain/schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { selectRows } from './sql-parts.ts';

/**
 * The lower-cased names the picked reference items answer to (value, label, abbreviation), read once before
 * a search: as plain values in the search SQL, the planner weighs them with the column statistics and picks
 * the index that counts fastest. Only the organisation's own items and the shared ones count.
 */
export interface PickedNames {
  gender: string[];
  ethnicity: string[];
  /** The members of the university groupings asked for (RUSSELL_GROUP, OXBRIDGE, GO8). */
  universityGroups: string[];
}

export const noPickedNames: PickedNames = { gender: [], ethnicity: [], universityGroups: [] };

export async function readPickedNames(
  executor: Executor,
  organizationId: number,
  filters: SearchFilters | null | undefined,
): Promise<PickedNames> {
  const ids = [...(filters?.gender ?? []), ...(filters?.ethnicity ?? [])];
  const groups = filters?.universityGroups ?? [];
  if (ids.length === 0 && groups.length === 0) return noPickedNames;
  const rows = await selectRows<{ type: string; name: string }>(
    executor,
    sql`select distinct ri.type, lower(name.item) as name from reference_items ri
      cross join lateral (values (ri.value), (ri.label), (ri.attributes->>'abbreviation')) as name(item)
      where name.item is not null and (ri.organization_id is null or ri.organization_id = ${organizationId})
      and ((ri.type in ('GENDER', 'ETHNICITY') and ri.id = any(${sql.param(ids)}::integer[]))
        or ri.type = any(${sql.param([...groups])}::text[]))`,
  );
  const of = (...types: string[]) => rows.filter((row) => types.includes(row.type)).map((row) => row.name);
  return { gender: of('GENDER'), ethnicity: of('ETHNICITY'), universityGroups: of(...groups) };
}
