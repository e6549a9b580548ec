import type { Browser, CDPSession, LaunchOptions, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { consentAlreadyChosen } from '../../support/consent.ts';
import type { CareersPage } from './careers-pages.ts';
import type { DeviceProfile } from './careers-profiles.ts';
import type { NetworkActivity } from './network-activity.ts';
import { watchNetwork } from './network-activity.ts';
import { readVitals, recordVitals, sinceLastLongTask } from './vitals-recorder.ts';
import { cumulativeLayoutShift, largestContentfulPaint, totalBlockingTime } from './web-vitals.ts';

// One cold load of a careers page on a device profile: a fresh Chromium (empty cache, no connections, no
// cookies but the stored cookie choice, as Lighthouse's command line starts one per run), DevTools' CPU
// and network throttling set before the navigation, then LCP, TBT and CLS read once the page has shown
// its main content and gone quiet.

export interface PageVitals {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The element the largest paint was of, to tell whether the LCP is the content or a spinner. */
  lcpElement: string;
  /** False when the page never went quiet within the time-out; TBT then stops at the time-out. */
  wentQuiet: boolean;
}

export interface LoadOptions {
  launchOptions: LaunchOptions;
  chromiumMajor: string;
  contentTimeoutMs: number;
  /** Quiet: this long without a long task and without a request in flight (Lighthouse's TTI window). */
  quietWindowMs: number;
  quietTimeoutMs: number;
  failureScreenshot: string;
}

/** The page never showed its main content; the screenshot shows what it showed instead. */
export class NoMainContentError extends Error {}

async function throttle(devtools: CDPSession, profile: DeviceProfile): Promise<void> {
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.network.latencyMs,
    downloadThroughput: profile.network.downloadBytesPerSecond,
    uploadThroughput: profile.network.uploadBytesPerSecond,
  });
  // Rate 1 is no throttle: the throttler is not started at all.
  if (profile.cpuSlowdown !== 1)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

async function waitUntilQuiet(page: Page, network: NetworkActivity, options: LoadOptions): Promise<boolean> {
  const deadline = Date.now() + options.quietTimeoutMs;
  while (Date.now() < deadline) {
    const networkQuiet = network.inFlight() === 0 && network.sinceLastChange() >= options.quietWindowMs;
    if (networkQuiet && (await sinceLastLongTask(page)) >= options.quietWindowMs) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function showsMainContent(page: Page, target: CareersPage, options: LoadOptions): Promise<void> {
  try {
    await target.mainContent(page).waitFor({ state: 'visible', timeout: options.contentTimeoutMs });
  } catch (error) {
    const photographed = await page.screenshot({ path: options.failureScreenshot, timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    const evidence = photographed
      ? `screenshot: ${options.failureScreenshot}`
      : 'no screenshot either (the tab did not answer)';
    throw new NoMainContentError(
      `${target.url} showed no main content within ${options.contentTimeoutMs / 1000} s; ${evidence}`,
      { cause: error },
    );
  }
}

export async function measurePageVitals(
  target: CareersPage,
  profile: DeviceProfile,
  options: LoadOptions,
): Promise<PageVitals> {
  const browser = await chromium.launch(options.launchOptions);
  try {
    return await measureIn(browser, target, profile, options);
  } finally {
    await browser.close();
  }
}

async function measureIn(
  browser: Browser,
  target: CareersPage,
  profile: DeviceProfile,
  options: LoadOptions,
): Promise<PageVitals> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.isMobile,
    hasTouch: profile.hasTouch,
    userAgent: profile.userAgent(options.chromiumMajor),
    storageState: consentAlreadyChosen,
  });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await throttle(devtools, profile);
    const network = watchNetwork(devtools);
    await recordVitals(page);
    await page.goto(target.url, { waitUntil: 'commit' });
    await showsMainContent(page, target, options);
    await page.waitForLoadState('load');
    const wentQuiet = await waitUntilQuiet(page, network, options);
    const record = await readVitals(page);
    const lcpMs = largestContentfulPaint(record.paints);
    if (record.firstContentfulPaint === null || lcpMs === null)
      throw new Error(`${target.url} reported no contentful paint`);
    return {
      lcpMs,
      tbtMs: totalBlockingTime(record.longTasks, record.firstContentfulPaint, record.readAt),
      cls: cumulativeLayoutShift(record.shifts),
      lcpElement: record.paints.at(-1)?.element ?? '',
      wentQuiet,
    };
  } finally {
    await context.close();
  }
}
