// The three Core Web Vitals of one page load, from the entries the browser recorded (vitals-recorder.ts),
// computed as Lighthouse and Google's web-vitals library define them.

export interface LayoutShift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

export interface LongTask {
  startTime: number;
  duration: number;
}

/** A main-thread task longer than this blocks input; only the excess counts towards TBT. */
export const blockingThresholdMs = 50;

/** Largest contentful paint: the last candidate the browser reported (its startTime is renderTime || loadTime). */
export function largestContentfulPaint(candidates: readonly { startTime: number }[]): number | null {
  return candidates.at(-1)?.startTime ?? null;
}

/**
 * Cumulative layout shift: the largest session window of shifts not caused by input, where a window
 * closes after a 1 s gap between shifts or once it spans 5 s.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let windowValue = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  const counted = shifts.filter((shift) => !shift.hadRecentInput).sort((a, b) => a.startTime - b.startTime);
  for (const shift of counted) {
    if (shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000) {
      windowValue += shift.value;
    } else {
      windowValue = shift.value;
      windowStart = shift.startTime;
    }
    previous = shift.startTime;
    largest = Math.max(largest, windowValue);
  }
  return largest;
}

/**
 * Total blocking time: over the long tasks between `from` (first contentful paint) and `to` (the page
 * going quiet), each clipped to that window, the part beyond 50 ms (Lighthouse's tbt-utils rule).
 */
export function totalBlockingTime(tasks: readonly LongTask[], from: number, to: number): number {
  let total = 0;
  for (const task of tasks) {
    const clippedDuration = Math.min(task.startTime + task.duration, to) - Math.max(task.startTime, from);
    if (clippedDuration > blockingThresholdMs) total += clippedDuration - blockingThresholdMs;
  }
  return total;
}
