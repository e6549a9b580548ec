import type { CandidateListColumn, CandidateListKey, ListColumns } from '@shortlist/domain/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { listColumns } from '../db/schema/index.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { assertManager } from './access.ts';

/** The columns each manager keeps per candidate list, in their order; each user reads and writes its own. */
export function createListColumnService(db: Database) {
  return {
    /** GET /user/columns: { listKey: columns } for every list the user has set. */
    async list(user: UserRow): Promise<Partial<Record<CandidateListKey, CandidateListColumn[]>>> {
      assertManager(user);
      const rows = await db.select().from(listColumns).where(eq(listColumns.userId, user.id));
      return Object.fromEntries(rows.map((row) => [row.listKey, row.columns as CandidateListColumn[]]));
    },

    /** PUT /user/columns/{listKey}: replaces the list's columns. */
    async save(user: UserRow, listKey: CandidateListKey, { columns }: ListColumns) {
      assertManager(user);
      await db
        .insert(listColumns)
        .values({ userId: user.id, listKey, columns })
        .onConflictDoUpdate({ target: [listColumns.userId, listColumns.listKey], set: { columns } });
      return { listKey, columns };
    },
  };
}

export type ListColumnService = ReturnType<typeof createListColumnService>;
