import type { Browser, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { consentAlreadyChosen } from '../../support/consent.ts';
import { demoPassword, hartwellUrl } from '../../support/environment.ts';
import { fillSignIn } from '../../support/sign-in.ts';
import { benchConfig } from './bench.config.ts';

// One headless Chromium, one signed-in tab that every measurement navigates, and the
// optional CPU slowdown of DevTools (Emulation.setCPUThrottlingRate) on that tab.

export interface BenchSession {
  browser: Browser;
  page: Page;
  chromiumVersion: string;
  /** Slows the tab's CPU by the factor (1 = none); DevTools keeps it across the tab's navigations. */
  slowCpu(rate: number): Promise<void>;
  close(): Promise<void>;
}

export async function openSignedInSession(): Promise<BenchSession> {
  const browser = await chromium.launch(benchConfig.launchOptions);
  const context = await browser.newContext({
    viewport: benchConfig.viewport,
    storageState: consentAlreadyChosen,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  // Signed out, the console sends the visitor to /login and back afterwards.
  await page.goto(`${hartwellUrl}/manager/roles`);
  await page.waitForURL(/\/login/);
  await fillSignIn(page, benchConfig.manager, demoPassword);
  await page.waitForURL(/\/manager\/roles$/);
  // One DevTools session for the whole run: the throttle lasts as long as the session that set it.
  const devtools = await context.newCDPSession(page);
  return {
    browser,
    page,
    chromiumVersion: browser.version(),
    async slowCpu(rate) {
      await devtools.send('Emulation.setCPUThrottlingRate', { rate });
    },
    close: () => browser.close(),
  };
}
