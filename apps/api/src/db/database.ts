import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** The one database type services see: the same for embedded PGlite and a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database or an open transaction on it; services accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
