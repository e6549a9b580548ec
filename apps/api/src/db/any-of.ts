import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

// Ids are PostgreSQL integers: a larger number names no row, and would make the whole statement fail.
const maxDatabaseInteger = 2_147_483_647;

/** `column = any($1::integer[])`: one parameter for any number of ids. */
export function isAnyOf(column: AnyColumn, ids: readonly number[]): SQL {
  const possible = ids.filter((id) => Math.abs(id) <= maxDatabaseInteger);
  return sql`${column} = any(${sql.param(possible)}::integer[])`;
}
