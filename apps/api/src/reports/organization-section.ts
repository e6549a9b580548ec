import { candidateStatuses } from '@shortlist/domain/enums';
import { sql } from 'drizzle-orm';
import { selectRows } from '../search/sql-parts.ts';
import type { OrganizationReportSection } from './organization-report.ts';
import { reportStageGroups, stageGroupOf } from './scope.ts';

/**
 * The hiring pipeline's part of GET /admin/report/{id}: live candidates in total, per status
 * (`status.ACTIVE`, ...) and per stage group (`stageGroup.applied`, ..., `stageGroup.none`).
 */
export const candidatePipelineReportSection: OrganizationReportSection = {
  name: 'candidates',
  async compute(executor, organizationId) {
    const rows = await selectRows<{ status: string; stageGroup: string; total: number }>(
      executor,
      sql`select c.status, ${stageGroupOf(sql`c.stage_id`)} as "stageGroup", count(*)::integer as total
        from candidates c where c.organization_id = ${organizationId} and c.deleted_at is null
        group by 1, 2`,
    );
    const figures: Record<string, number> = { total: 0 };
    for (const status of candidateStatuses) figures[`status.${status}`] = 0;
    for (const group of reportStageGroups) figures[`stageGroup.${group}`] = 0;
    for (const row of rows) {
      figures.total = (figures.total ?? 0) + row.total;
      figures[`status.${row.status}`] = (figures[`status.${row.status}`] ?? 0) + row.total;
      figures[`stageGroup.${row.stageGroup}`] = (figures[`stageGroup.${row.stageGroup}`] ?? 0) + row.total;
    }
    return figures;
  },
};
