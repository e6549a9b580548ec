import { chromiumLaunchOptions } from '@shortlist/playwright-config/chromium';

// What the console bench runs, in one place: the browser, the screen, who signs in, how much data and how
// many runs (each overridable from the environment, which turbo passes on: see turbo.json).

export const benchConfig = {
  /** Debian's Chromium (or CHROMIUM_PATH) with the project's flags, headless. */
  launchOptions: { ...chromiumLaunchOptions, headless: true },
  viewport: { width: 1280, height: 800 },
  manager: 'hm.admin@hartwell.test',
  roleApplications: Number(process.env.BENCH_ROLE_CANDIDATES ?? 5000),
  /** Generated candidates of the ordinary demo seed, spread over every organisation's roles. */
  demoCandidates: 300,
  loads: Number(process.env.BENCH_LOADS ?? 10),
  scrollPasses: Number(process.env.BENCH_SCROLL_PASSES ?? 3),
  /** Pixels the table moves per animation frame: about three 40 px rows, a brisk wheel scroll. */
  scrollStep: 120,
  /** DevTools CPU slowdowns to run, e.g. "1,4"; 1 is the machine as it is. */
  cpuRates: (process.env.BENCH_CPU_SLOWDOWN ?? '1').split(',').map(Number),
} as const;
