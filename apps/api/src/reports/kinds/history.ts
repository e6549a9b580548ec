import type { ReportColumn } from '@shortlist/domain/reports';
import type { StageGroup } from '@shortlist/domain/stages';
import { stageGroupNames } from '@shortlist/domain/stages';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { reportLabels } from '../report-labels.ts';

// What the process reports (EFFICIENCY, AGENCY, MARKETING, REJECTION) share: stage group names and ranks,
// and the figures of durations in days.

export const stageGroupLabels: Record<StageGroup, string> = reportLabels.stageGroups;

/** The funnel rank of a stage group, as stageRankOf numbers it (applied 1 ... offer 4). */
export function rankOf(group: StageGroup): number {
  return stageGroupNames.indexOf(group) + 1;
}

/** A continuous percentile (0.5 the median) of durations in days, to one decimal place. */
export function percentileDays(fraction: 0.5 | 0.9, days: SQL): SQL {
  return sql`round(percentile_cont(${sql.raw(String(fraction))}) within group (order by ${days})::numeric, 1)::float8`;
}

/** The count, median and 90th percentile of durations in days, as columns of one select. */
export function daysFigures(days: SQL, people = 'candidates'): SQL {
  return sql`count(*)::integer as ${sql.identifier(people)},
    ${percentileDays(0.5, days)} as "medianDays", ${percentileDays(0.9, days)} as "p90Days"`;
}

/** Days between two timestamps, never negative (clock skew, back-dated records). */
export function daysBetween(from: SQL, to: SQL): SQL {
  return sql`greatest(extract(epoch from ${to} - ${from}), 0) / 86400.0`;
}

export interface DaysRow {
  medianDays: number | null;
  p90Days: number | null;
}

/** People counted, and the median and 90th-percentile days worked out from them (hidden with them). */
export function daysColumns(people = 'candidates'): ReportColumn[] {
  return [
    { key: people, unit: 'people' },
    { key: 'medianDays', unit: 'days', basedOn: [people] },
    { key: 'p90Days', unit: 'days', basedOn: [people] },
  ];
}
