import type { Page } from '@playwright/test';

// (b) Scrolling a 500-row page: the `[data-table-scroller]` moves `step` pixels per animation frame from
// top to bottom, and each frame's requestAnimationFrame timestamp minus the previous one is recorded.

export interface ScrollPass {
  /** Milliseconds between consecutive animation frames while scrolling. */
  frameTimes: number[];
  /** The highest `data-row-index` rendered at the bottom: 499 for a full page of 500. */
  lastRowIndex: number;
  scrolledPixels: number;
}

async function scrollToBottom(step: number): Promise<ScrollPass> {
  const scroller = document.querySelector<HTMLElement>('[data-table-scroller]');
  if (!scroller) throw new Error('no [data-table-scroller] on the page');
  const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  scroller.scrollTop = 0;
  await nextFrame();
  await nextFrame();
  const frameTimes: number[] = [];
  let previous = await nextFrame();
  const atBottom = () => scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
  while (!atBottom()) {
    scroller.scrollTop += step;
    const now = await nextFrame();
    frameTimes.push(now - previous);
    previous = now;
  }
  // One more frame paints the rows the last step brought in.
  frameTimes.push((await nextFrame()) - previous);
  const indexes = [...document.querySelectorAll('[data-row-index]')].map((row) =>
    Number(row.getAttribute('data-row-index')),
  );
  return { frameTimes, lastRowIndex: Math.max(...indexes), scrolledPixels: scroller.scrollTop };
}

/** Opens the page, waits for it to settle, and scrolls it top to bottom `passes` times after one warm-up. */
export async function measureScrolling(
  page: Page,
  url: string,
  { passes, step }: { passes: number; step: number },
): Promise<ScrollPass[]> {
  await page.goto(url);
  await page.locator('[data-row-index]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(scrollToBottom, step);
  const measured: ScrollPass[] = [];
  for (let pass = 0; pass < passes; pass++) measured.push(await page.evaluate(scrollToBottom, step));
  return measured;
}
