// The date-range filter of reports (spec §9): last 30, 60, 90 days, last 12 months, custom, all time.

export const reportDateRanges = [
  'LAST_30_DAYS',
  'LAST_60_DAYS',
  'LAST_90_DAYS',
  'LAST_12_MONTHS',
  'CUSTOM',
  'ALL_TIME',
] as const;
export type ReportDateRange = (typeof reportDateRanges)[number];

export const reportDateRangeLabels: Record<ReportDateRange, string> = {
  LAST_30_DAYS: 'Last 30 days',
  LAST_60_DAYS: 'Last 60 days',
  LAST_90_DAYS: 'Last 90 days',
  LAST_12_MONTHS: 'Last 12 months',
  CUSTOM: 'Custom',
  ALL_TIME: 'All time',
};

export type DateInterval = { from: Date; to: Date };

const dayCounts = { LAST_30_DAYS: 30, LAST_60_DAYS: 60, LAST_90_DAYS: 90 } as const;
const msPerDay = 86_400_000;

function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

function daysInUtcMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The interval a report filter covers, or null when it is not limited (all time).
 * Decision: "last N days" runs from 00:00 UTC N calendar days before today up to now; "last 12 months"
 * runs from 00:00 UTC on the same day a year earlier (29 February falls back to 28 February) up to now.
 */
export function resolveReportDateRange(
  range: ReportDateRange,
  now: Date,
  custom?: Partial<DateInterval>,
): DateInterval | null {
  switch (range) {
    case 'LAST_30_DAYS':
    case 'LAST_60_DAYS':
    case 'LAST_90_DAYS':
      return { from: new Date(startOfUtcDay(now) - dayCounts[range] * msPerDay), to: new Date(now) };
    case 'LAST_12_MONTHS': {
      const year = now.getUTCFullYear() - 1;
      const month = now.getUTCMonth();
      const day = Math.min(now.getUTCDate(), daysInUtcMonth(year, month));
      return { from: new Date(Date.UTC(year, month, day)), to: new Date(now) };
    }
    case 'CUSTOM': {
      // Decision: a custom range without both bounds does not filter (null); inverted bounds are swapped.
      if (!custom?.from || !custom.to) return null;
      const [from, to] = custom.from <= custom.to ? [custom.from, custom.to] : [custom.to, custom.from];
      return { from: new Date(from), to: new Date(to) };
    }
    case 'ALL_TIME':
      return null;
  }
}
