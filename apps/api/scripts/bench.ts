// pnpm bench: seeds SEED_CANDIDATES (100,000 by default) generated candidates on a fresh PGlite and, when
// DATABASE_URL is set, on a fresh PostgreSQL database, then times a filtered, sorted, paged candidate search
// through the API beside the same SQL run directly, and a 10,000-candidate bulk stage move. A script, not a test.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SearchFilter } from '@shortlist/domain/schemas';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { createPglite, openDatabase } from '../src/db/connection.ts';
import { demoPassword, webClient } from '../src/db/seed/demo-users.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { buildCriteria } from '../src/search/criteria.ts';
import { buildPageQuery } from '../src/search/query.ts';
import { selectRows } from '../src/search/sql-parts.ts';
import { readSettings } from '../src/settings.ts';

function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

const seedCandidates = Number(process.env.SEED_CANDIDATES ?? 100_000);
const warmUpRuns = 30;
const measuredRuns = Math.max(50, Number(process.env.BENCH_RUNS ?? 60));
const bulkRuns = 6;
const bulkSize = 10_000;
const targets = { pgliteSearchP95: 150, postgresSearchP95: 50, bulkMove: 1000, apiOverSql: 1.5 };

type Engine = 'pglite' | 'postgres';
/** Runs a query text with its parameters straight on the engine's own client, bypassing Drizzle and the API. */
type RawQuery = (text: string, params: unknown[]) => Promise<unknown>;

interface Opened {
  handle: DatabaseHandle;
  raw: RawQuery;
  close(): Promise<void>;
}

async function openPglite(): Promise<Opened> {
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
async function openPostgres(serverUrl: string): Promise<Opened> {
  const name = `shortlist_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
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

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const form = new FormData();
  const fields = { username: email, password: demoPassword, grant_type: 'password', scope: 'write' };
  for (const [key, value] of Object.entries({ ...fields, client_id: webClient.clientId }))
    form.append(key, value);
  const request = new Request('http://localhost/oauth/token', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${webClient.clientId}:${webClient.secret}`).toString('base64')}`,
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().access_token;
}

interface Timing {
  median: number;
  p95: number;
  runs: number;
}

function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  const middle = (sorted.length - 1) / 2;
  const median = ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
  return { median, p95: at(0.95), runs: sorted.length };
}

async function measure(runs: number, action: () => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await action();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function scalar(opened: Opened, query: string): Promise<number> {
  const [row] = await selectRows<{ value: number }>(opened.handle.db, sql.raw(query));
  return Number(row?.value ?? 0);
}

interface EngineResult {
  engine: Engine;
  seedSeconds: number;
  matches: number;
  apiSearch: Timing;
  sqlSearch: Timing;
  bulkMove: Timing;
  moved: number;
  plan: string[];
}

async function benchEngine(engine: Engine, opened: Opened): Promise<EngineResult> {
  const { db } = opened.handle;
  const log = (message: string) => print(`[${engine}] ${message}`);
  await opened.handle.migrate();
  const seedStarted = performance.now();
  await seedDemoData(db, { candidates: seedCandidates });
  await db.execute(sql`ANALYZE`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  log(`seeded ${seedCandidates} candidates in ${seedSeconds.toFixed(1)} s`);

  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-bench-files-'));
  const app = await buildApp({
    db,
    settings: readSettings({ DATA_DIR: dataDir }),
    transport: { async deliver() {} },
  });
  await app.ready();
  try {
    // The gender filter is open to manager admins only (and audited), so the bench searches as one.
    const token = await signIn(app, 'hm.admin@hartwell.test');
    const organizationId = await scalar(
      opened,
      `select id as value from organizations where subdomain = 'hartwell'`,
    );
    const womanId = await scalar(
      opened,
      `select id as value from reference_items where type = 'GENDER' and value = 'woman' and organization_id is null`,
    );

    // (a) and (b): stage, status and gender filters, sorted by last name, first page of 20.
    const filter: SearchFilter = { stageId: 1, filters: { statuses: ['ACTIVE'], gender: [womanId] } };
    const query = { page: '0', sortBy: 'lastName', orderBy: 'asc', resultsPerPage: '20' };
    const apiSearch = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/search/candidate/0',
        query,
        headers: { authorization: `Bearer ${token}` },
        payload: filter,
      });
      if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
    };
    const pageQuery = new PgDialect().sqlToQuery(
      buildPageQuery(
        buildCriteria({ organizationId, filter }),
        { sortBy: 'lastName', orderBy: 'asc' },
        { page: 0, size: 20 },
      ),
    );
    const sqlSearch = async () => {
      await opened.raw(pageQuery.sql, pageQuery.params);
    };
    const plan = (await opened.raw(`EXPLAIN ${pageQuery.sql}`, pageQuery.params)) as {
      rows: { 'QUERY PLAN': string }[];
    };
    const [first] = await selectRows<{ total: number }>(
      db,
      buildPageQuery(
        buildCriteria({ organizationId, filter }),
        { sortBy: 'lastName', orderBy: 'asc' },
        { page: 0, size: 20 },
      ),
    );
    log(`search matches ${first?.total ?? 0} of ${seedCandidates} candidates; warming up`);
    await measure(warmUpRuns, apiSearch);
    await measure(warmUpRuns, sqlSearch);
    // Interleaved, so both see the same cache and background state.
    const apiSamples: number[] = [];
    const sqlSamples: number[] = [];
    for (let run = 0; run < measuredRuns; run++) {
      apiSamples.push(...(await measure(1, apiSearch)));
      sqlSamples.push(...(await measure(1, sqlSearch)));
    }

    // (c): 10,000 hartwell candidates in one group, moved by filter between two stages, back and forth.
    const [group] = await selectRows<{ id: number }>(
      db,
      sql`insert into candidate_groups (organization_id, name) values (${organizationId}, 'Bench 10k') returning id`,
    );
    await db.execute(sql`insert into candidate_group_members (organization_id, group_id, candidate_id)
      select organization_id, ${group?.id}, id from candidates where organization_id = ${organizationId}
      order by id limit ${bulkSize}`);
    const subStage = (stageId: number) =>
      scalar(
        opened,
        `select id as value from sub_stages where organization_id = ${organizationId} and stage_id = ${stageId} and is_default`,
      );
    const targetsBackAndForth = [
      { stageId: 2, substageId: await subStage(2) },
      { stageId: 3, substageId: await subStage(3) },
    ];
    const moving = await scalar(
      opened,
      `select count(*)::integer as value from candidate_group_members where group_id = ${group?.id}`,
    );
    log(`moving ${moving} candidates ${bulkRuns} times`);
    const bulkSamples: number[] = [];
    for (let run = 0; run < bulkRuns; run++) {
      const target = targetsBackAndForth[run % 2];
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/candidate/bulkstage/filter/${target?.stageId}/${target?.substageId}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { filters: { groups: [group?.id] } },
      });
      bulkSamples.push(performance.now() - started);
      if (response.statusCode !== 200 || response.json().moved !== moving) {
        throw new Error(`bulk move failed: ${response.body}`);
      }
      // The messages are for generated people nobody reads; settle them so background delivery stays idle.
      await db.execute(sql`update outbox set sent_at = now() where sent_at is null`);
    }
    return {
      engine,
      seedSeconds,
      matches: first?.total ?? 0,
      apiSearch: summarise(apiSamples),
      sqlSearch: summarise(sqlSamples),
      bulkMove: summarise(bulkSamples),
      moved: moving,
      plan: plan.rows.map((row) => row['QUERY PLAN']),
    };
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printResults(results: EngineResult[]): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rows: string[][] = [['engine', 'measurement', 'median', 'p95', 'runs', 'target']];
  for (const result of results) {
    const searchTarget = result.engine === 'postgres' ? targets.postgresSearchP95 : targets.pgliteSearchP95;
    const ratio = result.apiSearch.median / result.sqlSearch.median;
    rows.push(
      [
        result.engine,
        'search via API',
        ms(result.apiSearch.median),
        ms(result.apiSearch.p95),
        String(result.apiSearch.runs),
        `p95 < ${searchTarget} ms: ${result.apiSearch.p95 < searchTarget ? 'met' : 'MISSED'}`,
      ],
      [
        result.engine,
        'same SQL, direct',
        ms(result.sqlSearch.median),
        ms(result.sqlSearch.p95),
        String(result.sqlSearch.runs),
        '',
      ],
      [
        result.engine,
        'ratio API / SQL (median)',
        `${ratio.toFixed(2)}x`,
        `${(result.apiSearch.p95 / result.sqlSearch.p95).toFixed(2)}x`,
        '',
        `< ${targets.apiOverSql}x: ${ratio < targets.apiOverSql ? 'met' : 'MISSED'}`,
      ],
      [
        result.engine,
        `bulk move of ${result.moved}`,
        ms(result.bulkMove.median),
        ms(result.bulkMove.p95),
        String(result.bulkMove.runs),
        `< ${targets.bulkMove} ms: ${result.bulkMove.median < targets.bulkMove ? 'met' : 'MISSED'}`,
      ],
    );
  }
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  print('');
  print(line(rows[0] ?? []));
  print(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows.slice(1)) print(line(row));
  for (const result of results) {
    print(
      `\n[${result.engine}] seed ${result.seedSeconds.toFixed(1)} s; search matches ${result.matches} rows; plan:`,
    );
    for (const step of result.plan) print(`  ${step}`);
  }
}

const engines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
print(`benchmark: ${seedCandidates} candidates, ${warmUpRuns} warm-up and ${measuredRuns} measured runs`);
const results: EngineResult[] = [];
for (const engine of engines) {
  const opened =
    engine === 'pglite' ? await openPglite() : await openPostgres(process.env.DATABASE_URL ?? '');
  try {
    results.push(await benchEngine(engine, opened));
  } finally {
    await opened.close();
  }
}
printResults(results);
