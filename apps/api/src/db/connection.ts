import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PGliteOptions } from '@electric-sql/pglite';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './database.ts';
import * as schema from './schema/index.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Runs the schema migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseSource =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite };

/** Opens PostgreSQL when a URL is given, else embedded PGlite (on disk, or a client the caller built). */
export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres') {
    // Short OLTP queries: JIT compilation cost more than it saved (about 40 ms of an 80 ms search).
    const pool = new pg.Pool({ connectionString: source.url, max: 10, options: '-c jit=off' });
    // An idle connection the server closes (restart, failover) is replaced by the pool on next use;
    // without a listener node-postgres would crash the process instead.
    pool.on('error', () => {});
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = 'client' in source ? source.client : await openPgliteDirectory(source.dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** An embedded PGlite with the extensions the migrations create (trigram and btree GIN indexes, issue 18). */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm, btree_gin, ...options.extensions } });
}

async function openPgliteDirectory(dataDir: string): Promise<PGlite> {
  // PGlite creates only the last folder of its path.
  await mkdir(dataDir, { recursive: true });
  return createPglite({ dataDir: `${dataDir}/pglite` });
}
