import { performance } from 'node:perf_hooks';

export interface Timing {
  median: number;
  p95: number;
  runs: number;
}

export function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  const middle = (sorted.length - 1) / 2;
  const median = ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
  return { median, p95: at(0.95), runs: sorted.length };
}

/** Milliseconds of each of `runs` calls, one after another. */
export async function measure(runs: number, action: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await action();
    samples.push(performance.now() - started);
  }
  return samples;
}
