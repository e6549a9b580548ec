import type { CountryBase, UniversityGroupType } from '@shortlist/domain/enums';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { selectRows } from '../search/sql-parts.ts';

// Decision: an Australian organisation (country base OZ) counts the Group of Eight; every other
// organisation counts the Russell Group and Oxbridge, the groupings UK firms publish.
export function universityGroupsOf(countryBase: CountryBase): UniversityGroupType[] {
  return countryBase === 'OZ' ? ['GO8'] : ['RUSSELL_GROUP', 'OXBRIDGE'];
}

/**
 * The university groups of a candidate's universities (a text[] expression) as a text[] expression: every group one of its universities
 * belongs to (by the group's reference items' value, label or abbreviation), 'other' when it named
 * universities in none, and null (not given) when it named none.
 */
export async function universityGroupList(
  executor: Executor,
  organizationId: number,
  universities: SQL,
): Promise<SQL> {
  const [organization] = await selectRows<{ countryBase: CountryBase }>(
    executor,
    sql`select country_base as "countryBase" from organizations where id = ${organizationId}`,
  );
  const groups = universityGroupsOf(organization?.countryBase ?? 'UK');
  const names = await selectRows<{ type: UniversityGroupType; name: string }>(
    executor,
    sql`select distinct ri.type, lower(name.item) as name from reference_items ri
      cross join lateral (values (ri.value), (ri.label), (ri.attributes->>'abbreviation')) as name(item)
      where name.item is not null and ri.type = any(${sql.param(groups)}::text[])
      and (ri.organization_id is null or ri.organization_id = ${organizationId})`,
  );
  const membersOf = (group: UniversityGroupType) =>
    sql.param(names.filter((row) => row.type === group).map((row) => row.name));
  const inGroup = groups.map(
    (group) => sql`case when u.names && ${membersOf(group)}::text[] then ${sql.raw(`'${group}'`)} end`,
  );
  const anyGroup = sql.param(names.map((row) => row.name));
  // The candidate's universities are listed once (u.names) and matched against each group.
  return sql`(select array_remove(array[${sql.join(inGroup, sql`, `)},
    case when coalesce(cardinality(u.names), 0) = 0 then null when not u.names && ${anyGroup}::text[] then 'other' end],
    null) from (select ${universities} as names) u)`;
}
