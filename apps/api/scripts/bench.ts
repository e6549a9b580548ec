// pnpm bench: seeds SEED_CANDIDATES (100,000 by default; 1,000,000 with `pnpm bench:million`) generated
// candidates on a fresh PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL database, then times five
// typical candidate searches through the API beside the same SQL run directly (with their plans), every
// report kind and type through the API, a 10,000-candidate bulk stage move, and the assessment-centre rota of a
// large day (issue 33). A script, not a test.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { blindStageIdsOf } from '../src/review/blind-review.ts';
import { resolveCriteria } from '../src/search/criteria.ts';
import { buildCountQuery, buildPageQuery } from '../src/search/query.ts';
import { benchApp } from './bench/app.ts';
import { benchBulkMove } from './bench/bulk-move.ts';
import type { Engine, Opened } from './bench/engines.ts';
import { openPglite, openPostgres } from './bench/engines.ts';
import type { EngineResult, SearchResult } from './bench/report.ts';
import { printResults } from './bench/report.ts';
import { hartwellIdOf, seedReportHistory } from './bench/report-history.ts';
import { benchReports } from './bench/reports.ts';
import { benchRota } from './bench/rota.ts';
import { benchSearches } from './bench/searches.ts';
import { measure, summarise } from './bench/timing.ts';

const seedCandidates = Number(process.env.SEED_CANDIDATES ?? 100_000);
const warmUpRuns = 30;
const measuredRuns = Math.max(50, Number(process.env.BENCH_RUNS ?? 60));
const pageSize = 20;
const dialect = new PgDialect();

async function benchEngine(engine: Engine, opened: Opened): Promise<EngineResult> {
  const { db } = opened.handle;
  const log = (message: string) => process.stdout.write(`[${engine}] ${message}\n`);
  await opened.handle.migrate();
  const seedStarted = performance.now();
  await seedDemoData(db, { candidates: seedCandidates });
  const history = await seedReportHistory(opened, await hartwellIdOf(opened));
  // What autovacuum would do on a server: statistics, and the visibility map index-only counts rely on.
  await db.execute(sql`VACUUM ANALYZE`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const { rows: sized } = await opened.raw(
    'select pg_database_size(current_database())::float8 as bytes',
    [],
  );
  const databaseBytes = Number(sized[0]?.bytes ?? 0);
  log(`seeded ${seedCandidates} candidates in ${seedSeconds.toFixed(1)} s; database ${databaseBytes} bytes`);
  log(`report history: ${history.moved} stage moves, ${history.interviews} booked interviews`);

  const { organizationId, search, report, bulkMove, close } = await benchApp(opened);
  try {
    const blindStageIds = await blindStageIdsOf(db, organizationId);
    const searches: SearchResult[] = [];
    for (const bench of await benchSearches(opened, organizationId)) {
      const criteria = await resolveCriteria(db, {
        organizationId,
        roleId: bench.roleId === 0 ? null : bench.roleId,
        filter: bench.filter,
        blindStageIds,
      });
      const page = dialect.sqlToQuery(
        buildPageQuery(criteria, bench.sort, { page: 0, size: pageSize }, blindStageIds),
      );
      const count = dialect.sqlToQuery(buildCountQuery(criteria));
      // The bare SQL does what the service does: the page and the count side by side.
      const bareSql = () =>
        Promise.all([opened.raw(page.sql, page.params), opened.raw(count.sql, count.params)]);
      const { rows: counted } = await opened.raw(count.sql, count.params);
      const matches = Number(counted[0]?.total ?? 0);
      log(`${bench.name}: ${matches} matches; warming up`);
      await measure(warmUpRuns, () => search(bench, pageSize));
      await measure(warmUpRuns, bareSql);
      // Interleaved, so both see the same cache and background state.
      const apiSamples: number[] = [];
      const sqlSamples: number[] = [];
      for (let run = 0; run < measuredRuns; run++) {
        apiSamples.push(...(await measure(1, () => search(bench, pageSize))));
        sqlSamples.push(...(await measure(1, bareSql)));
      }
      const explain = async (query: { sql: string; params: unknown[] }) =>
        (await opened.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${query.sql}`, query.params)).rows.map((row) =>
          String(row['QUERY PLAN']),
        );
      searches.push({
        name: bench.name,
        matches,
        api: summarise(apiSamples),
        sql: summarise(sqlSamples),
        pagePlan: await explain(page),
        countPlan: await explain(count),
      });
    }
    // The lateral kinds (AGENCY, MARKETING, REJECTION) are offered to lateral hirers alone.
    await opened.raw('update organizations set lateral_hiring = true where id = $1', [organizationId]);
    const reports = await benchReports(report, log);
    const moves = await benchBulkMove(opened, organizationId, bulkMove);
    log(`moved ${moves.moved} candidates ${moves.timing.runs} times`);
    const bulk = { bulkMove: moves.timing, moved: moves.moved };
    return { engine, seedSeconds, databaseBytes, searches, reports, ...bulk };
  } finally {
    await close();
  }
}

// BENCH_ENGINES=postgres (or pglite) measures one engine alone, e.g. to re-measure PostgreSQL on a quiet machine.
const available: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const asked = process.env.BENCH_ENGINES?.split(',');
const engines = asked ? available.filter((engine) => asked.includes(engine)) : available;
process.stdout.write(
  `benchmark: ${seedCandidates} candidates, ${warmUpRuns} warm-up and ${measuredRuns} measured runs\n`,
);
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
printResults(results, seedCandidates);
benchRota();
