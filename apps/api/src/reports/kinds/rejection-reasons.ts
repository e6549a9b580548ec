import type { ReportSection } from '@shortlist/domain/reports';
import { stageIds } from '@shortlist/domain/stages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { loadRejectionReasons } from '../../message-policies/rejection-reasons.ts';
import { selectRows } from '../../search/sql-parts.ts';
import { reportLabels } from '../report-labels.ts';
import type { ReportScope } from '../scope.ts';
import { reportFrom } from '../scope.ts';
import { allCandidatesRow, shareOf } from '../sections.ts';

/**
 * Issue 32: the candidates who are Rejected now, by the reason given (one row per reason of the organisation,
 * retired ones while they still count someone, then those rejected before reasons were kept). Groups under
 * five are suppressed by the report service like every section's.
 */
export async function rejectionReasonSection(executor: Executor, scope: ReportScope): Promise<ReportSection> {
  const counted = await selectRows<{ reason: string | null; people: number }>(
    executor,
    sql`select c.rejection_reason_id as reason, count(*)::integer as people from ${reportFrom}
      where ${scope.where} and c.stage_id = ${stageIds.rejected}
      group by 1`,
  );
  const people = new Map(counted.map((row) => [row.reason, row.people]));
  const reasons = (await loadRejectionReasons(executor, scope.organizationId)).filter(
    (reason) => !reason.retired || people.has(reason.id),
  );
  const known = new Set(reasons.map((reason) => reason.id));
  const notRecorded = counted
    .filter((row) => row.reason === null || !known.has(row.reason))
    .reduce((all, row) => all + row.people, 0);
  const all = counted.reduce((sum, row) => sum + row.people, 0);
  const row = (key: string, label: string, count: number) => ({
    key,
    label,
    cells: { rejected: count, share: shareOf(count, all) },
  });
  return {
    key: 'rejectionReason',
    columns: [
      { key: 'rejected', unit: 'people' },
      { key: 'share', unit: 'share', basedOn: ['rejected'] },
    ],
    rows: [
      ...reasons.map((reason) => row(reason.id, reason.name, people.get(reason.id) ?? 0)),
      row('not-recorded', reportLabels.notRecorded, notRecorded),
    ],
    total: allCandidatesRow({ rejected: all, share: all === 0 ? null : 1 }),
    rowsAddUp: true,
    chart: { type: 'bars', columns: ['rejected'] },
  };
}
