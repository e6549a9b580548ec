import { chromiumLaunchOptions } from '@shortlist/playwright-config/chromium';

// What the careers-pages bench runs, in one place (runs overridable from the environment, which turbo
// passes on: see turbo.json).

export const careersBenchConfig = {
  /** Debian's Chromium (or CHROMIUM_PATH) with the project's flags, headless. */
  launchOptions: { ...chromiumLaunchOptions, headless: true },
  /** Generated candidates of the demo seed: the public pages show roles and events, not candidates. */
  demoCandidates: 60,
  /** Measured cold loads per page and profile. */
  runs: Number(process.env.BENCH_CAREERS_RUNS ?? 5),
  contentTimeoutMs: 30_000,
  /** Lighthouse's quiet window for time to interactive: 5 s without a long task or a request. */
  quietWindowMs: 5_000,
  quietTimeoutMs: 30_000,
} as const;
