import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@shortlist/playwright-config/chromium';
import { consentAlreadyChosen } from './support/consent.ts';
import { hartwellUrl } from './support/environment.ts';

// The journeys of the candidate portal, which candidates mostly open on a phone (issue 19): they run on the
// desktop and again on a phone. The consoles' journeys are desktop tools and run on the desktop only;
// employer-brand changes Hartwell's colour, so it runs once and looks at both widths itself.
const candidateJourneys = [
  'new-candidate-applies',
  'demo-candidate-books-interview',
  'cookies-errors-and-forms',
  'content-security-policy',
  'kit-from-the-keyboard',
  'careers-on-a-phone',
  'careers-pages-server-rendered',
].map((name) => `${name}.spec.ts`);

// Issue 32: journeys that move the server's clock (POST /__test/clock, support/server-clock.ts). The clock is the
// whole server's and only goes forward: moved under another journey, it would end that journey's 30-minute undo
// window between its move and its Undo, and send its held messages early. So they run in a project of their
// own after every other journey has ended (a failed journey before them leaves them not run). Alone:
// `playwright test <file> --project=server-clock --no-deps` (without --no-deps every journey runs first).
const serverClockJourneys = ['manager-rejects-with-care.spec.ts'];

/** A phone as the issue measured it: 390 by 844 CSS px at 3x, touch, mobile viewport rules (Chromium). */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

// One server for the whole run (global setup), one spec file per journey of issue 7. Journeys use their
// own accounts and records, so two workers share the server safely (three, tried with the API suite beside
// them, made the whole run no faster: the two cores were already full).
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // Timeouts catch hangs, not slowness: CI may share two cores with other work (load average about 13), where a
  // journey takes six times as long as on a quiet machine. The longest, assessments, takes 2.5 minutes quiet
  // (1.5 of them waiting for the simulated test provider), about 6.5 there; no journey sets a timeout of its own.
  timeout: 600_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: hartwellUrl,
    storageState: consentAlreadyChosen,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    actionTimeout: 45_000,
    navigationTimeout: 90_000,
    // Recording a trace costs about a quarter of a journey's CPU time even when it is thrown away; rerun a
    // failing journey with `--trace retain-on-failure` to get one. The screenshot and server log stay.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The phone journey measures a phone's first screen: the desktop has its own list beside the filters.
    { name: 'desktop', testIgnore: ['careers-on-a-phone.spec.ts', ...serverClockJourneys] },
    { name: 'phone', testMatch: candidateJourneys, use: phone },
    // One at a time among themselves too: each moves the clock under the others.
    {
      name: 'server-clock',
      testMatch: serverClockJourneys,
      dependencies: ['desktop', 'phone'],
      workers: 1,
    },
  ],
});
