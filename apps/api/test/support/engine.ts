import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { DatabaseHandle } from '../../src/db/connection.ts';
import { createPglite, openDatabase } from '../../src/db/connection.ts';

/** Generated candidates in test databases: enough for paging, small enough to seed in a second. */
export const testSeedCandidates = 40;

/**
 * A private, migrated and seeded database for one test file: PGlite from the snapshot the global setup made,
 * or, in the postgres project, a copy of the template database postgres-setup.ts made, dropped afterwards.
 */
export async function openTestDatabase(
  snapshotPath: string | undefined,
  postgresTemplate: string | undefined,
): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE === 'postgres') {
    if (!postgresTemplate) throw new Error('the template database was not provided by the postgres setup');
    return openPostgresTestDatabase(postgresTemplate);
  }
  if (!snapshotPath) throw new Error('the PGlite snapshot path was not provided by the global setup');
  const client = await createPglite({ loadDataDir: new Blob([await readFile(snapshotPath)]) });
  return openDatabase({ kind: 'pglite', client });
}

async function openPostgresTestDatabase(template: string): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is needed for the postgres test project');
  const name = `shortlist_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
