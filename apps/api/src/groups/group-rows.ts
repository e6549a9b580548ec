import type { CandidateGroup } from '@shortlist/domain/contract';
import type { SearchFilter } from '@shortlist/domain/schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidateGroups } from '../db/schema/index.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { conflict, forbidden, invalidInput, notFound } from '../shared/failures.ts';
import { isManager } from '../shared/permissions.ts';

export const groupMessages = {
  duplicateName: 'Your organisation already has a group with this name.',
  notSmart: 'Only a smart group, made from a search, can be refreshed.',
} as const;

// One advisory lock key per organisation for group names: the table has no unique index on them, so two
// managers creating the same name at once wait for each other instead of both succeeding.
const groupNameLockSpace = 7301;

/** Groups belong to an organisation's managers; the provider and candidates have none. */
export function organizationOf(user: UserRow): number {
  if (!isManager(user) || user.organizationId === null) throw forbidden();
  return user.organizationId;
}

export interface GroupRow {
  id: number;
  name: string;
  candidateCount: number;
  createdAt: Date | string;
  filter: Record<string, unknown> | null;
  refreshedAt: Date | string | null;
}

export function toGroup(row: GroupRow): CandidateGroup {
  return {
    id: row.id,
    name: row.name,
    candidateCount: Number(row.candidateCount),
    createdAt: new Date(row.createdAt).toISOString(),
    filter: (row.filter as SearchFilter | null) ?? null,
    refreshedAt: row.refreshedAt ? new Date(row.refreshedAt).toISOString() : null,
  };
}

/** A group of the organisation; another organisation's group answers 404 like a missing one. */
export async function findGroup(executor: Executor, organizationId: number, groupId: number) {
  const [row] = await executor
    .select()
    .from(candidateGroups)
    .where(and(eq(candidateGroups.organizationId, organizationId), eq(candidateGroups.id, groupId)))
    .limit(1);
  if (!row) throw notFound('The group');
  return row;
}

/**
 * Waits for the organisation's name lock, then refuses a name another of its groups has (any case).
 * `asConflict` keeps POST /groups answering 409 as it always has; a rename answers 400.
 */
export async function assertGroupNameFree(
  tx: Executor,
  organizationId: number,
  name: string,
  options: { exceptId?: number; asConflict?: boolean } = {},
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${groupNameLockSpace}::integer, ${organizationId}::integer)`,
  );
  const [taken] = await tx
    .select({ id: candidateGroups.id })
    .from(candidateGroups)
    .where(
      and(
        eq(candidateGroups.organizationId, organizationId),
        sql`lower(${candidateGroups.name}) = lower(${name})`,
        options.exceptId === undefined ? undefined : ne(candidateGroups.id, options.exceptId),
      ),
    )
    .limit(1);
  if (!taken) return;
  const errors = [{ field: 'name', message: groupMessages.duplicateName }];
  throw options.asConflict
    ? conflict(groupMessages.duplicateName, errors)
    : invalidInput(groupMessages.duplicateName, errors);
}

/** A smart group keeps its search, never a selection of ids: those would freeze its membership. */
export function storedFilterOf(filter: SearchFilter): Record<string, unknown> {
  const { ids: _ids, unselectedIds: _unselected, ...search } = filter;
  return search;
}
