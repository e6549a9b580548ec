import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { unchangedSummaryReader } from './unchanged-summary.ts';

type Row = Record<string, unknown>;

const projections = ['candidate_facets', 'candidate_universities'];

async function rowsOf(db: Database, query: string): Promise<Row[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;
}

/**
 * Reads a cheap summary of one organisation's data: per table with an organisation column, its rows' count
 * and latest updated_at, plus the given people's accounts and profiles. Other organisations and the callers'
 * own accounts (and the search projections of the self-writers' applications) may change without changing it.
 */
export async function createOrganizationFingerprintReader(
  db: Database,
  organizationId: number,
  personIds: readonly number[],
  /** Candidates who call in the test, whose own profile writes may change their applications' projections. */
  selfWriters: readonly number[] = [],
): Promise<() => Promise<Row>> {
  const columns = await rowsOf(
    db,
    `select table_name, bool_or(column_name = 'updated_at') as has_updated_at,
            bool_or(column_name = 'organization_id') as has_organization
       from information_schema.columns where table_schema = 'public' group by table_name order by table_name`,
  );
  const people = personIds.map(Number).join(', ');
  const scopeOf = (table: string, hasOrganization: boolean) => {
    if (table === 'users') return `organization_id = ${organizationId} or id in (${people})`;
    if (table === 'candidate_profiles') return `user_id in (${people})`;
    // The search projections copy each person's profile: a candidate's write to their own profile changes
    // their own applications' rows, so those are left out; everyone else's stay in.
    if (projections.includes(table) && selfWriters.length > 0) {
      return `organization_id = ${organizationId} and candidate_id not in
        (select id from candidates where user_id in (${selfWriters.map(Number).join(', ')}))`;
    }
    return hasOrganization ? `organization_id = ${organizationId}` : undefined;
  };
  const parts = columns.flatMap(({ table_name: name, has_updated_at: hasUpdatedAt, has_organization }) => {
    const table = String(name);
    const scope = scopeOf(table, Boolean(has_organization));
    if (!scope) return [];
    return [
      `(select count(*)::text from "${table}" where ${scope}) as "${table}.rows"`,
      ...(hasUpdatedAt
        ? [`(select max(updated_at)::text from "${table}" where ${scope}) as "${table}.updated"`]
        : []),
    ];
  });
  return unchangedSummaryReader(db, parts.join(', '));
}
