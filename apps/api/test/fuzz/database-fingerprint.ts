import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { unchangedSummaryReader } from '../support/unchanged-summary.ts';

// Failed sign-ins and rate-limited requests are counted by design, so a refused request may add a row there
// and nowhere else.
const tablesARefusalMayWrite = new Set(['login_failures', 'rate_limit_hits']);

type Row = Record<string, unknown>;

async function rowsOf(db: Database, query: string): Promise<Row[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;
}

/**
 * Reads a cheap summary of the whole database: the row count of every table and the latest updated_at of
 * those that have one. Two equal fingerprints mean no row was added, removed or updated in between.
 */
export async function createFingerprintReader(db: Database): Promise<() => Promise<Row>> {
  const columns = await rowsOf(
    db,
    `select table_name, bool_or(column_name = 'updated_at') as has_updated_at
       from information_schema.columns where table_schema = 'public' group by table_name order by table_name`,
  );
  const parts = columns
    .filter((column) => !tablesARefusalMayWrite.has(String(column.table_name)))
    .flatMap(({ table_name: table, has_updated_at: hasUpdatedAt }) => [
      `(select count(*)::text from "${table}") as "${table}.rows"`,
      ...(hasUpdatedAt ? [`(select max(updated_at)::text from "${table}") as "${table}.updated"`] : []),
    ]);
  return unchangedSummaryReader(db, parts.join(', '));
}

/** The entries of two fingerprints that differ, for a readable failure. */
export function differencesOf(before: Row, after: Row): Row {
  return Object.fromEntries(
    Object.keys({ ...before, ...after })
      .filter((key) => before[key] !== after[key])
      .map((key) => [key, { before: before[key], after: after[key] }]),
  );
}
