import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@shortlist/playwright-config/chromium';
import { consentAlreadyChosen } from './support/consent.ts';
import { hartwellUrl } from './support/environment.ts';

// One server for the whole run (global setup), one spec file per journey of issue 7. Journeys use their
// own accounts and records, so two workers share the server safely.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: hartwellUrl,
    storageState: consentAlreadyChosen,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
