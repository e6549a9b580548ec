// pnpm bench, browser part (issue 12): seeds a fresh DATA_DIR with a Hartwell role of 5,000 applications,
// starts the built product, signs in as hm.admin@hartwell.test in headless Debian Chromium and measures
// (a) time from opening /manager/roles/{roleId} to its first painted row and (b) animation-frame times
// while scrolling a 500-row page top to bottom. A script, not a test: the figures go in the README.
import { rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { hartwellUrl, repositoryRoot } from '../support/environment.ts';
import { assertPortFree, buildWebApps, startProductServer } from '../support/product-server.ts';
import { benchConfig } from './bench/bench.config.ts';
import type { BenchSession } from './bench/browser-session.ts';
import { openSignedInSession } from './bench/browser-session.ts';
import type { CrowdedRole } from './bench/crowded-role.ts';
import { seedCrowdedRole } from './bench/crowded-role.ts';
import { measureRoleScreen } from './bench/measure-role-screen.ts';
import type { ReportRow } from './bench/report.ts';
import { formatTable } from './bench/report.ts';

const { roleApplications, demoCandidates, loads, scrollPasses, scrollStep, cpuRates, viewport } = benchConfig;
const logFile = join(repositoryRoot, 'apps/e2e/test-results/bench-server.log');
const failureScreenshot = join(repositoryRoot, 'apps/e2e/test-results/bench-failure.png');

function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** Every CPU rate's rows; when a wait times out, a screenshot of what the page showed instead. */
async function measureAll(session: BenchSession, roleUrl: string): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  try {
    for (const cpuRate of cpuRates)
      rows.push(
        ...(await measureRoleScreen(session, roleUrl, { cpuRate, loads, scrollPasses, scrollStep }, print)),
      );
    return rows;
  } catch (error) {
    await session.page.screenshot({ path: failureScreenshot }).catch(() => {});
    print(`failed on ${session.page.url()}; screenshot: ${failureScreenshot}`);
    throw error;
  }
}

async function benchAgainst(role: CrowdedRole): Promise<void> {
  const server = await startProductServer({
    dataDir: role.dataDir,
    logFile,
    seedCandidates: role.seedCandidates,
  });
  const session = await openSignedInSession().catch(async (error) => {
    await server.stop();
    throw error;
  });
  try {
    const rows = await measureAll(session, `${hartwellUrl}/manager/roles/${role.roleId}`);
    print('');
    print(formatTable(rows));
    print('');
    print(
      `Chromium ${session.chromiumVersion} headless, ${viewport.width}x${viewport.height}; ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0]?.toFixed(1)}; Node ${process.versions.node}`,
    );
  } finally {
    await session.close();
    await server.stop();
  }
}

await assertPortFree();
buildWebApps();
const seedStarted = performance.now();
const role = await seedCrowdedRole(roleApplications, demoCandidates);
print(
  `seeded role ${role.roleId} with ${role.applications} applications (and ${role.seedCandidates} demo ones) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);
try {
  await benchAgainst(role);
} finally {
  await rm(role.dataDir, { recursive: true, force: true });
}
