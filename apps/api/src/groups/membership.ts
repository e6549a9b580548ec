import type { SearchFilter } from '@shortlist/domain/schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { resolveCriteria } from '../search/criteria.ts';
import { buildIdQuery } from '../search/query.ts';
import { selectRows } from '../search/sql-parts.ts';

/** The ids query of what a search finds in the organisation, as the candidate lists resolve it. */
async function selectionOf(tx: Executor, organizationId: number, filter: SearchFilter) {
  return buildIdQuery(await resolveCriteria(tx, { organizationId, filter }));
}

/** Adds every candidate the filter finds in one INSERT ... SELECT; members already in are not counted again. */
export async function addFoundMembers(
  tx: Executor,
  organizationId: number,
  groupId: number,
  filter: SearchFilter,
): Promise<number> {
  const [result] = await selectRows<{ added: number }>(
    tx,
    sql`with added as (
        insert into candidate_group_members (organization_id, group_id, candidate_id)
        select ${organizationId}::integer, ${groupId}::integer, s.id from (${await selectionOf(tx, organizationId, filter)}) s
        on conflict do nothing
        returning candidate_id
      )
      select count(*)::integer as added from added`,
  );
  return Number(result?.added ?? 0);
}

/** Deletes the group's members whose ids are (or are not) among what the filter finds, and counts them. */
async function deleteMembers(
  tx: Executor,
  organizationId: number,
  groupId: number,
  filter: SearchFilter,
  found: boolean,
): Promise<number> {
  const match = found ? sql`in` : sql`not in`;
  const [result] = await selectRows<{ removed: number }>(
    tx,
    sql`with removed as (
        delete from candidate_group_members m
        where m.organization_id = ${organizationId}::integer and m.group_id = ${groupId}::integer
          and m.candidate_id ${match} (${await selectionOf(tx, organizationId, filter)})
        returning candidate_id
      )
      select count(*)::integer as removed from removed`,
  );
  return Number(result?.removed ?? 0);
}

/** Takes out every member the filter finds in one DELETE; candidates that are not members are not counted. */
export const removeFoundMembers = (
  tx: Executor,
  organizationId: number,
  groupId: number,
  filter: SearchFilter,
) => deleteMembers(tx, organizationId, groupId, filter, true);

/** Takes out every member the filter no longer finds (a smart group's refresh). */
export const removeUnfoundMembers = (
  tx: Executor,
  organizationId: number,
  groupId: number,
  filter: SearchFilter,
) => deleteMembers(tx, organizationId, groupId, filter, false);

/** Members of the group whose candidate is not deleted, as the group list counts them. */
export async function countMembers(tx: Executor, organizationId: number, groupId: number): Promise<number> {
  const [result] = await selectRows<{ total: number }>(
    tx,
    sql`select count(c.id)::integer as total from candidate_group_members m
      join candidates c on c.id = m.candidate_id and c.deleted_at is null
      where m.organization_id = ${organizationId}::integer and m.group_id = ${groupId}::integer`,
  );
  return Number(result?.total ?? 0);
}
