import type { ReportSection } from '@shortlist/domain/reports';
import type { WithdrawalReason } from '@shortlist/domain/schemas';
import { withdrawalReasons } from '@shortlist/domain/schemas';
import { stageIds } from '@shortlist/domain/stages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { selectRows } from '../../search/sql-parts.ts';
import { notGiven } from '../breakdown.ts';
import { reportLabels } from '../report-labels.ts';
import type { ReportScope } from '../scope.ts';
import { reportFrom } from '../scope.ts';
import { allCandidatesRow, shareOf } from '../sections.ts';

// Issue 32: why candidates withdrew, as they said it in the portal; withdrawals a manager recorded have a row.

type WithdrawalRow = WithdrawalReason | 'not-given' | 'by-organisation';
const rowKeys: readonly WithdrawalRow[] = [...withdrawalReasons, 'not-given', 'by-organisation'];
const rowLabels: Record<WithdrawalRow, string> = {
  ...reportLabels.withdrawalReasons,
  'not-given': notGiven.label,
  'by-organisation': reportLabels.withdrawnByStaff,
};

/** The candidates at Withdrew now, by the reason they gave (none given; moved there by the organisation). */
export async function countWithdrawalReasons(
  executor: Executor,
  scope: ReportScope,
): Promise<Record<WithdrawalRow, number>> {
  const rows = await selectRows<{ reason: string; people: number }>(
    executor,
    sql`select case when c.withdrawn_at is null then 'by-organisation'
        else coalesce(c.withdrawal_reason, 'not-given') end as reason, count(*)::integer as people
      from ${reportFrom}
      where ${scope.where} and c.stage_id = ${stageIds.withdrew}
      group by 1`,
  );
  const counts = Object.fromEntries(rowKeys.map((key) => [key, 0])) as Record<WithdrawalRow, number>;
  for (const row of rows) {
    if ((rowKeys as readonly string[]).includes(row.reason))
      counts[row.reason as WithdrawalRow] += row.people;
  }
  return counts;
}

/** Withdrawals by reason, each reason's share of them; the groups under the minimum are suppressed later. */
export function withdrawalReasonSection(counts: Record<WithdrawalRow, number>): ReportSection {
  const all = rowKeys.reduce((sum, key) => sum + counts[key], 0);
  return {
    key: 'withdrawalReasons',
    columns: [
      { key: 'withdrew', unit: 'people' },
      { key: 'share', unit: 'share', basedOn: ['withdrew'] },
    ],
    rows: rowKeys.map((key) => ({
      key,
      label: rowLabels[key],
      cells: { withdrew: counts[key], share: shareOf(counts[key], all) },
    })),
    total: allCandidatesRow({ withdrew: all, share: all === 0 ? null : 1 }),
    rowsAddUp: true,
    chart: { type: 'bars', columns: ['withdrew'] },
  };
}
