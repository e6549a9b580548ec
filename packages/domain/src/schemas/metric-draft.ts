import type { MetricType } from '../enums/enumerations.ts';
import type { FieldError } from './errors.ts';
import { validateWithFieldErrors } from './errors.ts';
import type { OrganizationMetrics } from './organization-settings.ts';
import { organizationMetricsSchema, organizationSettingsMessages } from './organization-settings.ts';
import type { MetricDefinition } from './scoring.ts';

// An organisation's scoring metrics as the consoles' forms edit them (the manager admin's settings and the
// provider's organisation form): numbers as typed, each row with a key of its own while it is edited.

/** A metric as the table edits it: numbers as typed, so a half-typed value is not lost. */
export interface MetricDraft {
  rowKey: string;
  key: string;
  label: string;
  metricType: MetricType;
  min: string;
  max: string;
  showOnInvite: boolean;
}

let added = 0;
const nextRowKey = () => {
  added += 1;
  return `metric-${added}`;
};

/** Only numbers and percentages carry bounds (§5). */
export const hasBounds = (type: MetricType) => type === 'number' || type === 'percent';

export function draftsOf(metrics: readonly MetricDefinition[] | null | undefined): MetricDraft[] {
  return (metrics ?? []).map((metric) => ({
    rowKey: nextRowKey(),
    key: metric.key ?? '',
    label: metric.label ?? '',
    metricType: metric.metricType,
    min: metric.min == null ? '' : String(metric.min),
    max: metric.max == null ? '' : String(metric.max),
    showOnInvite: metric.showOnInvite === true,
  }));
}

export function newMetric(): MetricDraft {
  return {
    rowKey: nextRowKey(),
    key: '',
    label: '',
    metricType: 'number',
    min: '',
    max: '',
    showOnInvite: false,
  };
}

const bound = (value: string, type: MetricType) =>
  hasBounds(type) && value.trim() !== '' ? Number(value) : null;

/** The PUT body, in the table's order; an empty bound falls back to the §5 default when scoring. */
export function toMetricsBody(drafts: readonly MetricDraft[]): OrganizationMetrics {
  return {
    metrics: drafts.map((draft) => ({
      key: draft.key.trim() || null,
      label: draft.label.trim() || null,
      metricType: draft.metricType,
      min: bound(draft.min, draft.metricType),
      max: bound(draft.max, draft.metricType),
      showOnInvite: draft.showOnInvite,
    })),
  };
}

/**
 * The domain's checks (key form, min above max or above the §5 default, percent 0-100) as cell messages; a repeated key is marked
 * on the later row, where the schema itself only names the whole list.
 */
export function checkMetrics(drafts: readonly MetricDraft[]): FieldError[] {
  const result = validateWithFieldErrors(organizationMetricsSchema, toMetricsBody(drafts));
  const errors = result.success ? [] : result.errors.filter((error) => error.field !== 'metrics');
  const seen = new Set<string>();
  drafts.forEach((draft, index) => {
    const name = (draft.key.trim() || draft.label.trim()).toLowerCase();
    if (name === '') return;
    if (seen.has(name)) {
      errors.push({
        field: `metrics.${index}.${draft.key.trim() ? 'key' : 'label'}`,
        message: organizationSettingsMessages.duplicate,
      });
    }
    seen.add(name);
  });
  return errors;
}
