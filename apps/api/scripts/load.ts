// pnpm bench (last API part): starts the real server (`node src/server.ts`) on loopback, on PGlite and, when
// DATABASE_URL is set, on a fresh PostgreSQL database, and holds sign-in, public roles, candidate search and
// a booking mix at rising concurrency (LOAD_LEVELS, LOAD_SECONDS each), then a document download idle and
// during a flood of bad sign-ins (issue 31). A script, not a test.
import { loadavg } from 'node:os';
import type { LevelResult } from './load/drive.ts';
import { drive } from './load/drive.ts';
import { prepareInvitations, signIn } from './load/fixtures.ts';
import type { EngineRun } from './load/report.ts';
import { crossingTable, floodTable, resultsTable, statusLines } from './load/report.ts';
import {
  bookingScenario,
  candidateSearchScenario,
  publicRolesScenario,
  signInScenario,
} from './load/scenarios.ts';
import type { Engine } from './load/server-process.ts';
import { startServer } from './load/server-process.ts';
import { readLoadSettings } from './load/settings.ts';
import { measureDownloadDuringFlood, prepareDocument } from './load/sign-in-flood.ts';

function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

const settings = readLoadSettings();
const warmUpSeconds = 2;

async function loadEngine(engine: Engine): Promise<EngineRun> {
  const log = (message: string) => print(`[load ${engine}] ${message}`);
  const loadBefore = loadavg()[0] ?? 0;
  const server = await startServer(engine, {
    seedCandidates: settings.seedCandidates,
    postgresUrl: process.env.DATABASE_URL,
  });
  try {
    const managerToken = await signIn(server.baseUrl, 'hm.admin@hartwell.test');
    const links = await prepareInvitations(
      server.baseUrl,
      managerToken,
      server.dataDir,
      settings.invitations,
    );
    log(
      `serving ${server.baseUrl} with ${settings.seedCandidates} candidates, ${links.length} invitations for 20 slots`,
    );
    const scenarios = [
      signInScenario(),
      publicRolesScenario(),
      candidateSearchScenario(managerToken),
      bookingScenario(links),
    ];
    const levels: LevelResult[] = [];
    for (const scenario of scenarios) {
      await drive(server.baseUrl, scenario, 2, warmUpSeconds);
      for (const connections of settings.levels) {
        await server.waitUntilIdle();
        const level = await drive(server.baseUrl, scenario, connections, settings.seconds);
        levels.push(level);
        log(
          `${scenario.name} x${connections}: ${level.perSecond.toFixed(0)} req/s, p95 ${level.p95.toFixed(1)} ms, ${level.errors} errors`,
        );
      }
    }
    const documentPath = await prepareDocument(server.baseUrl, managerToken);
    await server.waitUntilIdle();
    const flood = await measureDownloadDuringFlood(
      server.baseUrl,
      managerToken,
      documentPath,
      settings.seconds,
      server.waitUntilIdle,
    );
    log(
      `document download p95 ${flood.idle.p95.toFixed(1)} ms idle, ${flood.duringFlood.p95.toFixed(1)} ms during the sign-in flood`,
    );
    for (const failure of server.failures) log(`server error: ${failure}`);
    return { engine, levels, loadBefore, loadAfter: loadavg()[0] ?? 0, flood };
  } finally {
    await server.stop();
  }
}

const engines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
print(
  `load: levels ${settings.levels.join(', ')} for ${settings.seconds} s each, ${settings.seedCandidates} candidates`,
);
const runs: EngineRun[] = [];
for (const engine of engines) runs.push(await loadEngine(engine));
print('');
for (const line of resultsTable(runs)) print(line);
print('');
for (const line of crossingTable(runs, settings.p95LimitMs)) print(line);
print('');
for (const line of floodTable(runs)) print(line);
print('');
for (const run of runs) {
  print(`${run.engine}: load average ${run.loadBefore.toFixed(1)} before, ${run.loadAfter.toFixed(1)} after`);
}
for (const line of statusLines(runs)) print(line);
