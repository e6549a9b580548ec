import type { MetricType } from '@shortlist/domain/enums';
import type { MetricDefinition } from '@shortlist/domain/schemas';
import type { MetricBounds } from '@shortlist/domain/scoring';
import { resolveMetricBounds } from '@shortlist/domain/scoring';

/** A metric as the scores panel uses it: known by its key (its label where it has none), as the API does. */
export interface ScoreMetric {
  key: string;
  label: string;
  metricType: MetricType;
  /** §5 bounds (own min/max or the type's default); null for yes/no, text and date. */
  bounds: MetricBounds | null;
  min: number | null;
  max: number | null;
}

export function toScoreMetrics(definitions: readonly MetricDefinition[]): ScoreMetric[] {
  return definitions.flatMap((definition) => {
    const key = definition.key || definition.label;
    if (!key) return [];
    return [
      {
        key,
        label: definition.label || key,
        metricType: definition.metricType,
        bounds: resolveMetricBounds(definition),
        min: definition.min ?? null,
        max: definition.max ?? null,
      },
    ];
  });
}
