import type { Engine } from './engines.ts';
import type { ReportResult } from './reports.ts';
import type { Timing } from './timing.ts';

export interface SearchResult {
  name: string;
  matches: number;
  api: Timing;
  sql: Timing;
  pagePlan: string[];
  countPlan: string[];
}

export interface EngineResult {
  engine: Engine;
  seedSeconds: number;
  databaseBytes: number;
  searches: SearchResult[];
  reports: ReportResult[];
  bulkMove: Timing;
  moved: number;
}

/** Issue 18's targets: a search's p95 by engine and scale, and the bulk move's median. */
function searchTarget(engine: Engine, candidates: number): number {
  if (engine === 'pglite') return 150;
  return candidates >= 1_000_000 ? 50 : 15;
}
const bulkMoveTarget = 1000;
// Issue 15: every report kind answers in under 500 ms on PostgreSQL.
const reportTarget = 500;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function printTable(rows: string[][]): void {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  process.stdout.write(`\n${line(rows[0] ?? [])}\n`);
  process.stdout.write(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n`);
  for (const row of rows.slice(1)) process.stdout.write(`${line(row)}\n`);
}

export function printResults(results: EngineResult[], candidates: number): void {
  const rows = [['engine', 'search', 'matches', 'API median', 'API p95', 'SQL median', 'SQL p95', 'target']];
  for (const result of results) {
    const target = searchTarget(result.engine, candidates);
    for (const search of result.searches) {
      rows.push([
        result.engine,
        search.name,
        String(search.matches),
        ms(search.api.median),
        ms(search.api.p95),
        ms(search.sql.median),
        ms(search.sql.p95),
        `p95 < ${target} ms: ${verdict(search.api.p95 < target)}`,
      ]);
    }
    rows.push([
      result.engine,
      `bulk move of ${result.moved}`,
      '',
      ms(result.bulkMove.median),
      ms(result.bulkMove.p95),
      '',
      '',
      `< ${bulkMoveTarget} ms: ${verdict(result.bulkMove.median < bulkMoveTarget)}`,
    ]);
  }
  printTable(rows);
  printReports(results);
  for (const result of results) {
    const megabytes = (result.databaseBytes / 1_000_000).toFixed(0);
    process.stdout.write(
      `\n[${result.engine}] seed ${result.seedSeconds.toFixed(1)} s, database ${megabytes} MB\n`,
    );
    for (const search of result.searches) {
      process.stdout.write(`\n[${result.engine}] ${search.name}: page plan\n`);
      for (const step of search.pagePlan) process.stdout.write(`  ${step}\n`);
      process.stdout.write(`[${result.engine}] ${search.name}: count plan\n`);
      for (const step of search.countPlan) process.stdout.write(`  ${step}\n`);
    }
  }
}

function printReports(results: EngineResult[]): void {
  const rows = [['engine', 'report', 'type', 'API median', 'API p95', 'target']];
  for (const result of results) {
    for (const report of result.reports) {
      const { timing } = report;
      const target = result.engine === 'postgres' ? `median < ${reportTarget} ms: ` : '';
      rows.push([
        result.engine,
        report.kind,
        report.type,
        timing ? ms(timing.median) : `not answered (${report.failure})`,
        timing ? ms(timing.p95) : '',
        timing && target ? `${target}${verdict(timing.median < reportTarget)}` : '',
      ]);
    }
  }
  printTable(rows);
}
