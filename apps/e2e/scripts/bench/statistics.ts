// Order statistics of a sample, computed like the API bench's (nearest-rank p95, midpoint median).

export interface Summary {
  min: number;
  median: number;
  p95: number;
  max: number;
  count: number;
}

export function summarise(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  const middle = (sorted.length - 1) / 2;
  const median = ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
  return { min: sorted[0] ?? 0, median, p95: at(0.95), max: sorted.at(-1) ?? 0, count: sorted.length };
}

/** The share (0 to 1) of samples above the limit. */
export function shareAbove(samples: readonly number[], limit: number): number {
  return samples.length === 0 ? 0 : samples.filter((sample) => sample > limit).length / samples.length;
}
