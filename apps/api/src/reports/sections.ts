import type { ReportColumn, ReportRow, ReportSection } from '@shortlist/domain/reports';
import type { BreakdownRow } from './breakdown.ts';
import type { ReportStageGroup } from './scope.ts';
import { pickStageGroupCounts, reportStageGroups } from './scope.ts';

// Building blocks of report sections (@shortlist/domain/reports) that several kinds share.

export type Label = (value: string | null) => { value: string; label: string };

/** Where the candidates are now: one people column per stage group, adding up to `total`. */
export const stageGroupColumns: ReportColumn[] = [
  ...reportStageGroups.map((group): ReportColumn => ({ key: group, unit: 'people', partOf: 'total' })),
  { key: 'total', unit: 'people' },
];

function stageGroupCells(row: BreakdownRow): ReportRow['cells'] {
  const groups: Record<ReportStageGroup, number> = pickStageGroupCounts(row);
  return { ...groups, total: row.total };
}

/**
 * A SNAPSHOT section: one row per value of a characteristic (each candidate in one row), its candidates
 * per stage group, and the row of everyone.
 */
export function snapshotSection(key: string, rows: readonly BreakdownRow[], label: Label): ReportSection {
  const totals = rows.reduce<BreakdownRow>(
    (sum, row) => {
      const next = { ...sum, total: sum.total + row.total, progressed: sum.progressed + row.progressed };
      for (const group of reportStageGroups) next[group] = sum[group] + row[group];
      return next;
    },
    {
      values: [],
      total: 0,
      progressed: 0,
      ...(Object.fromEntries(reportStageGroups.map((group) => [group, 0])) as Record<
        ReportStageGroup,
        number
      >),
    },
  );
  return {
    key,
    columns: stageGroupColumns,
    rows: rows.map((row) => {
      const { value, label: name } = label(row.values[0] ?? null);
      return { key: value, label: name, cells: stageGroupCells(row) };
    }),
    total: { key: 'total', label: 'All candidates', cells: stageGroupCells(totals) },
    rowsAddUp: true,
    chart: { type: 'stacked', columns: [...reportStageGroups] },
  };
}
