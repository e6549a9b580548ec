import type { LevelResult } from './drive.ts';
import type { FloodMeasure } from './sign-in-flood.ts';
import { floodConnections } from './sign-in-flood.ts';

export interface EngineRun {
  engine: string;
  levels: LevelResult[];
  /** The 1-minute load average when the engine's run started and ended. */
  loadBefore: number;
  loadAfter: number;
  /** A document download idle and during a flood of bad sign-ins (issue 31). */
  flood: FloodMeasure;
}

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const percent = (part: number, whole: number) =>
  whole === 0 ? '0%' : `${((100 * part) / whole).toFixed(1)}%`;

function table(rows: string[][]): string[] {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(rows[0] ?? []),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ];
}

/** The figures as a Markdown table, one row per engine, scenario and concurrency, as the README shows them. */
export function resultsTable(runs: readonly EngineRun[]): string[] {
  const rows = [
    ['engine', 'scenario', 'concurrency', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', '409 taken'],
  ];
  for (const run of runs) {
    for (const level of run.levels) {
      rows.push([
        run.engine,
        level.scenario,
        String(level.connections),
        level.perSecond.toFixed(0),
        ms(level.p50),
        ms(level.p95),
        ms(level.p99),
        percent(level.errors, level.requests),
        level.scenario === 'booking mix' ? percent(level.expected, level.requests) : '',
      ]);
    }
  }
  return table(rows);
}

/** Per engine and scenario, the first concurrency whose p95 passes the limit. */
export function crossingTable(runs: readonly EngineRun[], limitMs: number): string[] {
  const rows = [['engine', 'scenario', `p95 first over ${limitMs} ms at`]];
  for (const run of runs) {
    const scenarios = [...new Set(run.levels.map((level) => level.scenario))];
    for (const scenario of scenarios) {
      const levels = run.levels.filter((level) => level.scenario === scenario);
      const crossing = levels.find((level) => level.p95 > limitMs);
      const highest = Math.max(...levels.map((level) => level.connections));
      rows.push([run.engine, scenario, crossing ? String(crossing.connections) : `not up to ${highest}`]);
    }
  }
  return table(rows);
}

/** The download's p95 idle next to its p95 during the flood, and what the flood was answered. */
export function floodTable(runs: readonly EngineRun[]): string[] {
  const rows = [
    [
      'engine',
      'download p95 idle ms',
      `download p95 during ${floodConnections} bad sign-ins ms`,
      'download errors',
      'sign-ins answered /s',
      'sign-in answers',
    ],
  ];
  for (const { engine, flood } of runs) {
    const answers = Object.entries(flood.flood.statuses)
      .map(([status, count]) => `${status}=${count}`)
      .join(' ');
    rows.push([
      engine,
      ms(flood.idle.p95),
      ms(flood.duringFlood.p95),
      percent(flood.duringFlood.errors, flood.duringFlood.requests),
      flood.flood.perSecond.toFixed(0),
      answers,
    ]);
  }
  return table(rows);
}

/** Statuses seen, so a reader can tell what the errors were. */
export function statusLines(runs: readonly EngineRun[]): string[] {
  return runs.flatMap((run) =>
    run.levels.map(
      (level) =>
        `${run.engine} ${level.scenario} x${level.connections}: ${Object.entries(level.statuses)
          .map(([status, count]) => `${status}=${count}`)
          .join(' ')}`,
    ),
  );
}
