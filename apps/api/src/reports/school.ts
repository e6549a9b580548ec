import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { answerText, countBy, loadLabels } from './breakdown.ts';
import type { ReportScope } from './scope.ts';
import { pickStageGroupCounts } from './scope.ts';

// Decision: the school type is the social-mobility answer (type of school at 11 to 16), else the first
// school's own type.
export const schoolTypeExpression = answerText(
  sql`coalesce(nullif(trim(p.profile #>> '{socialMobility,schoolType}'), ''), p.profile #>> '{schools,0,schoolType}')`,
);

/** SCHOOL: candidates per school type, by stage group. */
export async function schoolReport(executor: Executor, scope: ReportScope) {
  const label = await loadLabels(executor, 'SCHOOL_TYPE', scope.organizationId);
  const rows = await countBy(executor, scope, [schoolTypeExpression]);
  return {
    schoolTypes: rows.map((row) => ({
      ...label(row.values[0] ?? null),
      total: row.total,
      stageGroups: pickStageGroupCounts(row),
    })),
  };
}
