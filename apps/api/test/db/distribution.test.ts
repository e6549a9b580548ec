import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/search/sql-parts.ts';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

// Issue 18, the path to more than one machine (docs/architecture.md, "Scaling out"): under Citus each tenant
// table is distributed by organization_id, which asks that every primary key and unique index include it
// and that foreign keys between tenant tables carry it on both sides. The migrated schema is checked here,
// so a new table or constraint that would not distribute fails before anyone tries.

/** Tables replicated to every node (small, read everywhere) or kept on the coordinator. */
const notDistributed: Record<string, string> = {
  organizations: 'reference table: every shard joins its organisation',
  reference_items: 'reference table: shared and per-organisation lists, small',
  oauth_clients: 'reference table',
  translations: 'reference table',
  users: 'reference table: a person applies to many organisations',
  candidate_profiles: 'reference table: one profile per person, whatever they apply to',
  auth_sessions: 'coordinator: sign-in state',
  tokens: 'coordinator: sign-in state',
  one_time_codes: 'coordinator: sign-in state',
  remembered_devices: 'coordinator: sign-in state',
  login_failures: 'coordinator: sign-in state',
  rate_limit_hits: 'coordinator: request counts shared by every process',
  sort_preferences: 'coordinator: per-user settings',
  list_columns: 'coordinator: per-user settings',
  audit_log: 'coordinator: append-only, provider-wide',
  outbox: 'coordinator: the delivery queue of every process',
};

let t: TestApp;
let tables: { name: string; organizationNotNull: boolean | null }[];
let keys: { table: string; kind: string; name: string; columns: string[] }[];
let foreignKeys: {
  table: string;
  name: string;
  columns: string[];
  target: string;
  targetColumns: string[];
}[];

beforeAll(async () => {
  t = await startTestApp();
  tables = await selectRows(
    t.db,
    sql`select c.relname as name, (select a.attnotnull from pg_attribute a
        where a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped) as "organizationNotNull"
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        and c.relname not like '\\_\\_%' order by c.relname`,
  );
  keys = await selectRows(
    t.db,
    sql`select t.relname as table, case when x.indisprimary then 'primary key' else 'unique index' end as kind,
        i.relname as name,
        array(select coalesce(a.attname::text, '(expression)') from unnest(x.indkey) with ordinality k(attnum, n)
          left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.n) as columns
      from pg_index x join pg_class t on t.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
      where t.relnamespace = 'public'::regnamespace and x.indisunique`,
  );
  foreignKeys = await selectRows(
    t.db,
    sql`select t.relname as table, c.conname as name, r.relname as target,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n) as columns,
        array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.n) as "targetColumns"
      from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
});
afterAll(() => t.close());

const distributed = () =>
  tables.filter((table) => !(table.name in notDistributed)).map((table) => table.name);

describe('the schema under distribution by organisation', () => {
  it('places every table: distributed by a required organization_id, or named as reference or coordinator', () => {
    const placed = tables.filter(
      (table) => table.name in notDistributed || table.organizationNotNull === true,
    );
    expect(tables.filter((table) => !placed.includes(table)).map((table) => table.name)).toEqual([]);
    expect(
      Object.keys(notDistributed).filter((name) => !tables.some((table) => table.name === name)),
    ).toEqual([]);
    expect(distributed()).toContain('candidates');
  });

  it('has organization_id in every primary key and unique index of a distributed table', () => {
    const without = keys
      .filter((key) => distributed().includes(key.table) && !key.columns.includes('organization_id'))
      .map((key) => `${key.table}: ${key.kind} ${key.name} (${key.columns.join(', ')})`);
    expect(without).toEqual([]);
  });

  it('joins distributed tables only through organization_id, on both sides', () => {
    const crossing = foreignKeys
      .filter((key) => distributed().includes(key.target))
      .filter((key) => {
        const at = key.columns.indexOf('organization_id');
        return !distributed().includes(key.table) || at < 0 || key.targetColumns[at] !== 'organization_id';
      })
      .map((key) => `${key.table}.${key.name} -> ${key.target}`);
    expect(crossing).toEqual([]);
  });
});
