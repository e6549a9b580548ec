import type { Page } from '@playwright/test';

// (a) Opening a role: milliseconds from the navigation's start (performance.timeOrigin) to the animation
// frame that paints the first `[data-row-index]` row. An observer installed before the page's own scripts
// notices the row as soon as React commits it, so Playwright's polling adds nothing to the figure.

declare global {
  interface Window {
    firstRowFrameAt?: number;
  }
}

function watchForFirstRow(): void {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-row-index]')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.firstRowFrameAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

const watching = new WeakSet<Page>();

/** Loads the address and returns the time to the first painted row, once the page is quiet again. */
export async function timeToFirstRow(page: Page, url: string): Promise<number> {
  if (!watching.has(page)) {
    await page.addInitScript(watchForFirstRow);
    watching.add(page);
  }
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.firstRowFrameAt);
  const painted = Number(await handle.jsonValue());
  // The next load starts from an idle page, not in the middle of this one's requests.
  await page.waitForLoadState('networkidle');
  return painted;
}

/** Warm-up loads (not counted: they fill the HTTP cache and warm the server), then the measured ones. */
export async function measureFirstRows(
  page: Page,
  url: string,
  { warmUps, loads }: { warmUps: number; loads: number },
): Promise<number[]> {
  for (let run = 0; run < warmUps; run++) await timeToFirstRow(page, url);
  const samples: number[] = [];
  for (let run = 0; run < loads; run++) samples.push(await timeToFirstRow(page, url));
  return samples;
}
