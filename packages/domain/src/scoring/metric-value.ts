import type { MetricType } from '../enums/enumerations.ts';
import { isValidDateMetricValue } from './date-metric.ts';
import { isScoreWithinMetric, resolveMetricBounds } from './metric-bounds.ts';

export type MetricValueInput = {
  metricType: MetricType;
  min?: number | null;
  max?: number | null;
};

/** A score as it is stored: numbers, percents, dates and yes/no (1 or 0) as a number; text as text. */
export type StoredMetricValue = { value: number | null; text: string | null };

export type MetricValueResult = ({ ok: true } & StoredMetricValue) | { ok: false; message: string };

export const metricValueMessages = {
  number: 'Enter a number.',
  yesno: 'Choose yes or no.',
  text: 'Enter some text.',
  date: 'Enter a date as whole seconds since 1970.',
  belowMin: (min: number) => `The score must be at least ${min}.`,
  aboveMax: (max: number) => `The score must be at most ${max}.`,
} as const;

/**
 * Checks one score against its metric (spec §3 metric types, §5 bounds) and gives the value to store.
 * Decision: null clears a score; number and percent scores may be decimals (half marks) within the bounds;
 * yes/no takes true or false only; a date is whole seconds since 1970.
 */
export function readMetricValue(metric: MetricValueInput, value: unknown): MetricValueResult {
  if (value === null || value === undefined) return { ok: true, value: null, text: null };
  switch (metric.metricType) {
    case 'number':
    case 'percent':
      return readBoundedNumber(metric, value);
    case 'yesno':
      return typeof value === 'boolean'
        ? { ok: true, value: value ? 1 : 0, text: null }
        : { ok: false, message: metricValueMessages.yesno };
    case 'text':
      return typeof value === 'string' && value.trim() !== ''
        ? { ok: true, value: null, text: value.trim() }
        : { ok: false, message: metricValueMessages.text };
    case 'date':
      return isValidDateMetricValue(value)
        ? { ok: true, value, text: null }
        : { ok: false, message: metricValueMessages.date };
  }
}

function readBoundedNumber(metric: MetricValueInput, value: unknown): MetricValueResult {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { ok: false, message: metricValueMessages.number };
  }
  if (isScoreWithinMetric(metric, value)) return { ok: true, value, text: null };
  const bounds = resolveMetricBounds(metric);
  const message =
    bounds && value < bounds.min
      ? metricValueMessages.belowMin(bounds.min)
      : metricValueMessages.aboveMax(bounds?.max ?? 0);
  return { ok: false, message };
}

/** The score a stored value stands for, in the shape the metric type takes (true/false for yes/no). */
export function showMetricValue(
  metricType: MetricType | null,
  stored: StoredMetricValue,
): number | string | boolean | null {
  if (metricType === 'yesno' && stored.value !== null) return stored.value === 1;
  return stored.text ?? stored.value;
}
