// pnpm bench, careers part (issue 19): starts the built product on a fresh DATA_DIR and loads Hartwell's
// public /roles, /job/{link} and /events in headless Debian Chromium on a phone and a desktop profile
// (Lighthouse's, throttled through DevTools), five cold loads each, and prints the median largest
// contentful paint, total blocking time and cumulative layout shift as the README's table.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { repositoryRoot } from '../support/environment.ts';
import { assertPortFree, buildWebApps, startProductServer } from '../support/product-server.ts';
import { careersBenchConfig } from './bench/careers-bench.config.ts';
import type { CareersPage } from './bench/careers-pages.ts';
import { careersPages } from './bench/careers-pages.ts';
import type { DeviceProfile } from './bench/careers-profiles.ts';
import { desktop, deviceProfiles } from './bench/careers-profiles.ts';
import type { LoadOptions, PageVitals } from './bench/page-vitals.ts';
import { measurePageVitals, NoMainContentError } from './bench/page-vitals.ts';
import { rendersWithoutScript } from './bench/rendered-without-script.ts';
import { summarise } from './bench/statistics.ts';
import type { VitalsRow } from './bench/vitals-report.ts';
import { formatCls, formatTbt, formatVitalsTable } from './bench/vitals-report.ts';

const { launchOptions, demoCandidates, runs, ...timing } = careersBenchConfig;
const logFile = join(repositoryRoot, 'apps/e2e/test-results/bench-careers-server.log');
const failureScreenshot = join(repositoryRoot, 'apps/e2e/test-results/bench-careers-failure.png');

function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

function describeRun(profile: DeviceProfile, target: CareersPage, run: number, vitals: PageVitals): string {
  const quiet = vitals.wentQuiet ? '' : ` (not quiet after ${timing.quietTimeoutMs / 1000} s)`;
  return `[${profile.name}] ${target.label} run ${run}: LCP ${Math.round(vitals.lcpMs)} ms on ${vitals.lcpElement}, TBT ${formatTbt(vitals.tbtMs)}${quiet}, CLS ${formatCls(vitals.cls)}`;
}

/**
 * One measured load. A load that shows no main content, or never fires `load`, is loaded once more, and said
 * so: a headless tab stopped answering mid-load now and then on the VM (about once in 100 loads).
 */
async function measureRun(
  target: CareersPage,
  profile: DeviceProfile,
  options: LoadOptions,
): Promise<PageVitals> {
  try {
    return await measurePageVitals(target, profile, options);
  } catch (error) {
    const stalled = error instanceof Error && error.name === 'TimeoutError';
    if (!(error instanceof NoMainContentError) && !stalled) throw error;
    print(`[${profile.name}] ${target.label}: ${error.message}; loading it once more`);
    return measurePageVitals(target, profile, options);
  }
}

async function benchPage(target: CareersPage, options: LoadOptions): Promise<VitalsRow[]> {
  // One unmeasured desktop load first, so the first measured one does not pay for the server's warm-up.
  await measureRun(target, desktop, options);
  const rows: VitalsRow[] = [];
  for (const profile of deviceProfiles) {
    const loads: PageVitals[] = [];
    for (let run = 1; run <= runs; run++) {
      const vitals = await measureRun(target, profile, options);
      print(describeRun(profile, target, run, vitals));
      loads.push(vitals);
    }
    rows.push({
      page: target.label,
      profile: profile.name,
      lcpMs: summarise(loads.map((load) => load.lcpMs)),
      tbtMs: summarise(loads.map((load) => load.tbtMs)),
      cls: summarise(loads.map((load) => load.cls)),
    });
  }
  return rows;
}

/** The Chromium under test and whether the portal's /roles HTML already holds its roles. */
async function inspectPortal(
  roles: CareersPage,
): Promise<{ chromiumVersion: string; serverRendered: boolean }> {
  const browser = await chromium.launch(launchOptions);
  try {
    return { chromiumVersion: browser.version(), serverRendered: await rendersWithoutScript(browser, roles) };
  } finally {
    await browser.close();
  }
}

async function benchAll(): Promise<void> {
  const loadAtStart = loadavg()[0]?.toFixed(1);
  const pages = await careersPages();
  const { chromiumVersion, serverRendered } = await inspectPortal(pages[0] as CareersPage);
  print(
    `the portal's /roles HTML ${serverRendered ? 'holds its roles (server-rendered)' : 'is empty until its script runs (client-rendered)'}`,
  );
  const chromiumMajor = chromiumVersion.split('.')[0] ?? '';
  const options: LoadOptions = { launchOptions, chromiumMajor, failureScreenshot, ...timing };
  const rows: VitalsRow[] = [];
  for (const target of pages) rows.push(...(await benchPage(target, options)));
  print('');
  print(formatVitalsTable(rows));
  print('');
  print(
    `Chromium ${chromiumVersion} headless, a fresh one per load; ${runs} cold loads per row; ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadAtStart} at the start, ${loadavg()[0]?.toFixed(1)} at the end; Node ${process.versions.node}`,
  );
}

await assertPortFree();
buildWebApps();
const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-bench-careers-'));
try {
  const server = await startProductServer({ dataDir, logFile, seedCandidates: demoCandidates });
  try {
    await benchAll();
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
