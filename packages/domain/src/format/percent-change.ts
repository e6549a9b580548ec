// Percent metrics of spec §9: a plus sign when positive; -9999 means the value is absent.

export const absentMetricValue = -9999;

/**
 * Formats a percent metric as '+12%', '-3%' or '0%', or null when absent.
 * Decision: values are rounded to whole percent first and the sign follows the rounded value (0.4 -> '0%').
 */
export function formatPercentChange(value: number | null | undefined): string | null {
  if (value === null || value === undefined || value === absentMetricValue || !Number.isFinite(value)) {
    return null;
  }
  const rounded = Math.round(value);
  if (rounded === 0) return '0%';
  return rounded > 0 ? `+${rounded}%` : `${rounded}%`;
}
