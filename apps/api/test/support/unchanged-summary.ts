import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';

type Row = Record<string, unknown>;

async function rowOf(db: Database, query: string): Promise<Row> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows[0] ?? {};
}

const snapshot = 'pg_current_snapshot()::text';

/**
 * A reader of a one-row summary (`columns` of a select) that runs it again only once the database may have
 * changed: the snapshot (xmin:xmax:in-progress ids) changes whenever a transaction that wrote ends, so while
 * it is the same the tables are too, and the last summary is returned instead of counting them again.
 */
export function unchangedSummaryReader(db: Database, columns: string): () => Promise<Row> {
  let last: { snapshot: unknown; summary: Row } | null = null;
  return async () => {
    const current = await rowOf(db, `select ${snapshot} as snapshot`);
    if (last && current.snapshot === last.snapshot) return last.summary;
    const { snapshot: read, ...summary } = await rowOf(db, `select ${snapshot} as snapshot, ${columns}`);
    last = { snapshot: read, summary };
    return summary;
  };
}
