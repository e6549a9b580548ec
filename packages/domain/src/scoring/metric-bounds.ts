import type { MetricType } from '../enums/enumerations.ts';

export type MetricBoundsInput = {
  metricType: MetricType;
  min?: number | null;
  max?: number | null;
};

export type MetricBounds = { min: number; max: number };

/** Default bounds per numeric metric type (spec §5); other types carry no numeric bounds. */
export const defaultMetricBounds = {
  number: { min: 0, max: 5 },
  percent: { min: 0, max: 100 },
} as const satisfies Partial<Record<MetricType, MetricBounds>>;

/** The metric's numeric range: its own min/max where set, else the type's default; null for non-numeric types. */
export function resolveMetricBounds(metric: MetricBoundsInput): MetricBounds | null {
  if (metric.metricType !== 'number' && metric.metricType !== 'percent') return null;
  const defaults = defaultMetricBounds[metric.metricType];
  return {
    min: metric.min ?? defaults.min,
    max: metric.max ?? defaults.max,
  };
}

/**
 * True when a score lies within the metric's bounds, inclusive.
 * Decision: non-numeric metric types have no bounds, so any finite number is accepted for them.
 */
export function isScoreWithinMetric(metric: MetricBoundsInput, score: number): boolean {
  if (!Number.isFinite(score)) return false;
  const bounds = resolveMetricBounds(metric);
  if (bounds === null) return true;
  return score >= bounds.min && score <= bounds.max;
}
