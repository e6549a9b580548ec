import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';

type Row = Record<string, unknown>;

async function rowOf(db: Database, query: string): Promise<Row> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows[0] ?? {};
}

/**
 * Makes every write statement on `tables` advance one sequence. A sequence ignores rollbacks, so no write is
 * missed; writes to other tables (the rate limiter's counts, failed sign-ins) leave it as it is.
 */
async function countWrites(db: Database, tables: readonly string[]): Promise<void> {
  await db.execute(sql.raw('create sequence if not exists test_summary_writes'));
  await db.execute(
    sql.raw(`create or replace function test_summary_write() returns trigger language plpgsql as
      $$ begin perform nextval('test_summary_writes'); return null; end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(`create or replace trigger test_summary_write after insert or update or delete or truncate
        on "${table}" for each statement execute function test_summary_write()`),
    );
  }
}

// The writes counted so far, and whether any transaction is still open (its writes not yet visible).
const state = `(select last_value::text from test_summary_writes) as writes,
  not exists (select from pg_snapshot_xip(pg_current_snapshot())) as settled`;

/**
 * A reader of a one-row summary (`columns` of a select over `tables`) that runs it again only once one of those
 * tables may have changed: while no write statement has run on them and no transaction is open, they are as
 * last counted, and the last summary is returned instead of counting them again.
 */
export async function unchangedSummaryReader(
  db: Database,
  tables: readonly string[],
  columns: string,
): Promise<() => Promise<Row>> {
  await countWrites(db, tables);
  let last: { writes: unknown; summary: Row } | null = null;
  return async () => {
    const before = await rowOf(db, `select ${state}`);
    if (last && before.settled && before.writes === last.writes) return last.summary;
    const { writes, settled, ...summary } = await rowOf(db, `select ${state}, ${columns}`);
    last = settled ? { writes, summary } : null;
    return summary;
  };
}
