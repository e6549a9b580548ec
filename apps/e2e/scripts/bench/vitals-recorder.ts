import type { Page } from '@playwright/test';
import type { LayoutShift, LongTask } from './web-vitals.ts';

// Records, inside the page from its first script on (Playwright's init script runs before the page's
// own), the performance entries the web vitals are computed from. Buffered observers also catch entries
// queued before the observer existed.

export interface VitalsRecord {
  firstContentfulPaint: number | null;
  /** Largest-contentful-paint candidates in order; the last one is the LCP. */
  paints: { startTime: number; element: string }[];
  shifts: LayoutShift[];
  longTasks: LongTask[];
  /** performance.now() when the record was read. */
  readAt: number;
}

declare global {
  interface Window {
    careersVitals?: Omit<VitalsRecord, 'readAt'>;
  }
}

type LargestPaintEntry = PerformanceEntry & { element: Element | null };
type LayoutShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };

function startRecording(): void {
  const record: Omit<VitalsRecord, 'readAt'> = {
    firstContentfulPaint: null,
    paints: [],
    shifts: [],
    longTasks: [],
  };
  window.careersVitals = record;
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') record.firstContentfulPaint = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    const element = (entry as LargestPaintEntry).element;
    const text = element?.textContent?.trim().slice(0, 40) ?? '';
    record.paints.push({
      startTime: entry.startTime,
      element: element ? `<${element.tagName.toLowerCase()}> ${text}`.trim() : '(removed)',
    });
  });
  observe('layout-shift', (entry) => {
    const shift = entry as LayoutShiftEntry;
    record.shifts.push({
      startTime: shift.startTime,
      value: shift.value,
      hadRecentInput: shift.hadRecentInput,
    });
  });
  observe('longtask', (entry) => {
    record.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  });
}

export async function recordVitals(page: Page): Promise<void> {
  await page.addInitScript(startRecording);
}

/** Milliseconds since the page's last long task ended (or since it started, if it had none). */
export function sinceLastLongTask(page: Page): Promise<number> {
  return page.evaluate(() => {
    const last = window.careersVitals?.longTasks.at(-1);
    return performance.now() - (last ? last.startTime + last.duration : 0);
  });
}

export async function readVitals(page: Page): Promise<VitalsRecord> {
  const record = await page.evaluate(() => ({ ...window.careersVitals, readAt: performance.now() }));
  if (!record.paints || !record.shifts || !record.longTasks)
    throw new Error(`the vitals recorder did not run on ${page.url()}`);
  return record as VitalsRecord;
}
