import type { DateInterval } from '@shortlist/domain/constants';
import { resolveReportDateRange } from '@shortlist/domain/constants';
import type { ReportQuery } from '@shortlist/domain/schemas';
import { stageGroupNames, stageGroups } from '@shortlist/domain/stages';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { allOf, referenceValues } from '../search/sql-parts.ts';

/** The candidates a report counts: one organisation, its §9 filters, and the date interval they cover. */
export interface ReportScope {
  organizationId: number;
  where: SQL;
  interval: DateInterval | null;
}

/** Where a report's candidates come from: the application (c), its role (r) and the person's profile (p). */
export const reportFrom = sql`candidates c left join roles r on r.id = c.role_id
  left join candidate_profiles p on p.user_id = c.user_id`;

/**
 * Decision: role level and department are reference-item ids matched against the role's stored value; the
 * date range covers when the candidate applied (when it was added, for applications never submitted).
 */
export function buildReportScope(organizationId: number, query: ReportQuery, now: Date): ReportScope {
  const interval = resolveReportDateRange(query.range, now, {
    ...(query.from === undefined ? {} : { from: new Date(query.from * 1000) }),
    ...(query.to === undefined ? {} : { to: new Date(query.to * 1000) }),
  });
  const parts: SQL[] = [sql`c.organization_id = ${organizationId}`, sql`c.deleted_at is null`];
  if (query.roleId !== undefined) parts.push(sql`c.role_id = ${query.roleId}`);
  if (query.roleLevel !== undefined)
    parts.push(
      sql`lower(r.role_level) in ${referenceValues('ROLE_LEVEL', [query.roleLevel], organizationId)}`,
    );
  if (query.department !== undefined)
    parts.push(
      sql`lower(r.department) in ${referenceValues('DEPARTMENT', [query.department], organizationId)}`,
    );
  if (interval) {
    parts.push(sql`coalesce(c.applied_at, c.created_at) >= ${interval.from.toISOString()}::timestamptz`);
    parts.push(sql`coalesce(c.applied_at, c.created_at) <= ${interval.to.toISOString()}::timestamptz`);
  }
  return { organizationId, where: allOf(parts), interval };
}

/** The pipeline groups of spec §3 plus 'none' for Withdrew and Rejected. */
export const reportStageGroups = [...stageGroupNames, 'none'] as const;
export type ReportStageGroup = (typeof reportStageGroups)[number];

function stageList(ids: readonly number[]): SQL {
  return sql.raw(`(${ids.join(',')})`);
}

/** The stage group of a stage id column, as the domain's stageGroups define them. */
export function stageGroupOf(stageColumn: SQL): SQL {
  const branches = stageGroupNames.map(
    (group) => sql`when ${stageColumn} in ${stageList(stageGroups[group])} then ${sql.raw(`'${group}'`)}`,
  );
  return sql`(case ${sql.join(branches, sql` `)} else 'none' end)`;
}

/** The funnel position of a stage: applied 1, screening 2, interview 3, offer 4, none 0. */
export function stageRankOf(stageColumn: SQL): SQL {
  const branches = stageGroupNames.map(
    (group, index) =>
      sql`when ${stageColumn} in ${stageList(stageGroups[group])} then ${sql.raw(String(index + 1))}`,
  );
  return sql`(case ${sql.join(branches, sql` `)} else 0 end)`;
}

/** count(*) per stage group as columns named after the groups. */
export function stageGroupCountColumns(): SQL {
  const group = stageGroupOf(sql`c.stage_id`);
  return sql.join(
    reportStageGroups.map(
      (name) =>
        sql`count(*) filter (where ${group} = ${sql.raw(`'${name}'`)})::integer as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
}

export type StageGroupCounts = Record<ReportStageGroup, number>;

export function pickStageGroupCounts(row: StageGroupCounts): StageGroupCounts {
  return Object.fromEntries(reportStageGroups.map((name) => [name, row[name]])) as StageGroupCounts;
}
