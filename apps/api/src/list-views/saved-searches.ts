import type { SavedSearch } from '@shortlist/domain/contract';
import type { CandidateListKey, SavedSearchInput, SavedSearchUpdate } from '@shortlist/domain/schemas';
import { listViewMessages } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { savedSearches } from '../db/schema/index.ts';
import { assertRoleOfOrganization } from '../search/scope.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { toEpochSeconds } from '../shared/epoch.ts';
import { conflict, notFound } from '../shared/failures.ts';
import { organizationOfManager } from './access.ts';

type SavedSearchRow = typeof savedSearches.$inferSelect;

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    listKey: row.listKey as CandidateListKey,
    roleId: row.roleId,
    query: row.query,
    createdAt: toEpochSeconds(row.createdAt),
    updatedAt: toEpochSeconds(row.updatedAt),
  };
}

const duplicateName = () =>
  conflict(listViewMessages.duplicateName, [{ field: 'name', message: listViewMessages.duplicateName }]);

/** Only the user's own rows, in its own organisation: anyone else's id reads as missing. */
function ownedBy(user: UserRow, organizationId: number): SQL {
  return and(eq(savedSearches.organizationId, organizationId), eq(savedSearches.userId, user.id)) as SQL;
}

// Decision: names compare without regard to case, so a list never shows two searches that read alike.
async function assertNameFree(
  executor: Executor,
  owner: SQL,
  listKey: string,
  name: string,
  exceptId: number | null,
): Promise<void> {
  const [taken] = await executor
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        owner,
        eq(savedSearches.listKey, listKey),
        sql`lower(${savedSearches.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(savedSearches.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw duplicateName();
}

/** A race past the name check still meets the unique index; it answers the same 409. */
async function orDuplicateName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateName() : error;
  }
}

/** A manager's saved searches (named, reusable views of a candidate list); each user sees only its own. */
export function createSavedSearchService(db: Database) {
  return {
    /** GET /user/searches: newest first, of one list or every list. */
    async list(user: UserRow, listKey: CandidateListKey | undefined): Promise<SavedSearch[]> {
      const organizationId = organizationOfManager(user);
      const rows = await db
        .select()
        .from(savedSearches)
        .where(
          and(
            ownedBy(user, organizationId),
            listKey === undefined ? undefined : eq(savedSearches.listKey, listKey),
          ),
        )
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
      return rows.map(toSavedSearch);
    },

    /** POST /user/searches: the role, when named, must be one of the organisation's (404 otherwise). */
    async create(user: UserRow, input: SavedSearchInput): Promise<SavedSearch> {
      const organizationId = organizationOfManager(user);
      if (input.roleId !== null) await assertRoleOfOrganization(db, organizationId, input.roleId);
      await assertNameFree(db, ownedBy(user, organizationId), input.listKey, input.name, null);
      const [row] = await orDuplicateName(() =>
        db
          .insert(savedSearches)
          .values({ organizationId, userId: user.id, ...input })
          .returning(),
      );
      if (!row) throw new Error('saved search insert returned no row');
      return toSavedSearch(row);
    },

    /** PUT /user/searches/{id}: a new name and query for one of the user's own saved searches. */
    async update(user: UserRow, id: number, update: SavedSearchUpdate): Promise<SavedSearch> {
      const owner = ownedBy(user, organizationOfManager(user));
      const [current] = await db
        .select()
        .from(savedSearches)
        .where(and(owner, eq(savedSearches.id, id)));
      if (!current) throw notFound('The saved search');
      await assertNameFree(db, owner, current.listKey, update.name, id);
      const [row] = await orDuplicateName(() =>
        db
          .update(savedSearches)
          .set({ ...update, updatedAt: new Date() })
          .where(and(owner, eq(savedSearches.id, id)))
          .returning(),
      );
      if (!row) throw notFound('The saved search');
      return toSavedSearch(row);
    },

    /** DELETE /user/searches/{id}: one of the user's own; anyone else's answers 404. */
    async remove(user: UserRow, id: number): Promise<void> {
      const owner = ownedBy(user, organizationOfManager(user));
      const deleted = await db
        .delete(savedSearches)
        .where(and(owner, eq(savedSearches.id, id)))
        .returning({ id: savedSearches.id });
      if (deleted.length === 0) throw notFound('The saved search');
    },
  };
}

export type SavedSearchService = ReturnType<typeof createSavedSearchService>;
