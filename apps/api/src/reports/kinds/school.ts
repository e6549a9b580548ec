import type { ReportType } from '@shortlist/domain/enums';
import type { ReportSection } from '@shortlist/domain/reports';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { answerText, countBy, loadLabels } from '../breakdown.ts';
import type { ReportScope } from '../scope.ts';
import { snapshotSection } from '../sections.ts';

// Decision: the school type is the social-mobility answer (type of school at 11 to 16), else the first
// school's own type.
export const schoolTypeExpression = answerText(
  sql`coalesce(nullif(trim(p.profile #>> '{socialMobility,schoolType}'), ''), p.profile #>> '{schools,0,schoolType}')`,
);

/** SCHOOL: candidates per school type, by stage group. */
export async function schoolReport(
  executor: Executor,
  scope: ReportScope,
  _type: ReportType,
): Promise<ReportSection[]> {
  const label = await loadLabels(executor, 'SCHOOL_TYPE', scope.organizationId);
  const rows = await countBy(executor, scope, [schoolTypeExpression]);
  return [snapshotSection('schoolType', rows, label)];
}
