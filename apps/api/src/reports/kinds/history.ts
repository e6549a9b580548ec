import type { ReportColumn } from '@shortlist/domain/reports';
import type { StageGroup } from '@shortlist/domain/stages';
import { stageGroupNames } from '@shortlist/domain/stages';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ReportScope } from '../scope.ts';
import { reportFrom, stageRankOf } from '../scope.ts';

// What the process reports (EFFICIENCY, AGENCY, MARKETING, REJECTION) share: the scope's candidates with
// how far each got, and the figures of durations in days.

export const stageGroupLabels: Record<StageGroup, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
};

/** The funnel rank of a stage group, as stageRankOf numbers it (applied 1 ... offer 4). */
export function rankOf(group: StageGroup): number {
  return stageGroupNames.indexOf(group) + 1;
}

/**
 * `base`: the scope's candidates (id, stage_id, source, started = when they applied); `reach`: the same with
 * `reached`, the furthest stage group rank they are in now or ever entered in their stage history.
 */
export function withReach(scope: ReportScope, body: SQL): SQL {
  // The history's furthest rank per candidate, grouped by candidate id alone, then joined: the planner picks
  // index lookups for a few candidates and one hash join for many.
  return sql`with base as (
      select c.id, c.stage_id, c.source, coalesce(c.applied_at, c.created_at) as started
      from ${reportFrom} where ${scope.where}
    ), furthest as (
      select h.candidate_id, max(${stageRankOf(sql`h.to_stage_id`)}) as rank
      from stage_history h
      where h.organization_id = ${scope.organizationId} and h.candidate_id in (select id from base)
      group by 1
    ), reach as (
      select b.*, greatest(1, ${stageRankOf(sql`b.stage_id`)}, coalesce(f.rank, 0)) as reached
      from base b left join furthest f on f.candidate_id = b.id
    ) ${body}`;
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

/** part / whole to four places; null when there is no whole. */
export function share(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
}
