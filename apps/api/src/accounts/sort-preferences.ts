import type { SortPreference, SortPreferenceListKey } from '@shortlist/domain/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sortPreferences } from '../db/schema/index.ts';
import type { UserRow } from '../shared/auth-context.ts';

/** The sorting a user keeps per list (§2); each user reads and writes only its own. */
export function createSortPreferenceService(db: Database) {
  return {
    /** GET /user/sorting: { listKey: { sortBy, orderBy } } for every list the user has sorted. */
    async list(user: UserRow): Promise<Record<string, SortPreference>> {
      const rows = await db.select().from(sortPreferences).where(eq(sortPreferences.userId, user.id));
      return Object.fromEntries(
        rows.map((row) => [
          row.listKey,
          { sortBy: row.sortBy, orderBy: row.orderBy as SortPreference['orderBy'] },
        ]),
      );
    },

    /** PUT /user/sorting/{listKey}: replaces the list's sorting. */
    async save(user: UserRow, listKey: SortPreferenceListKey, preference: SortPreference) {
      await db
        .insert(sortPreferences)
        .values({ userId: user.id, listKey, ...preference })
        .onConflictDoUpdate({
          target: [sortPreferences.userId, sortPreferences.listKey],
          set: { sortBy: preference.sortBy, orderBy: preference.orderBy },
        });
      return { listKey, ...preference };
    },
  };
}
