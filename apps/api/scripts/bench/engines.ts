import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseHandle } from '../../src/db/connection.ts';
import { createPglite, openDatabase } from '../../src/db/connection.ts';

// The two engines the benchmark runs on, each a fresh database of its own, removed afterwards.

export type Engine = 'pglite' | 'postgres';

/** Runs a query text with its parameters straight on the engine's own client, bypassing Drizzle and the API. */
export type RawQuery = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Opened {
  handle: DatabaseHandle;
  raw: RawQuery;
  close(): Promise<void>;
}

export async function openPglite(): Promise<Opened> {
  const folder = await mkdtemp(join(tmpdir(), 'shortlist-bench-'));
  const client = await createPglite({ dataDir: join(folder, 'pglite') });
  const handle = await openDatabase({ kind: 'pglite', client });
  return {
    handle,
    raw: (text, params) => client.query(text, params),
    async close() {
      await handle.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

// Like test/support/engine.ts: a database of its own on the server, dropped afterwards.
export async function openPostgres(serverUrl: string): Promise<Opened> {
  const name = `shortlist_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  // Like the API's pool: short OLTP queries, no JIT.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2, options: '-c jit=off' });
  return {
    handle,
    raw: (text, params) => pool.query(text, params),
    async close() {
      await pool.end();
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
