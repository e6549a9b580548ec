import type { ReportColumn, ReportRow, ReportSection } from '@shortlist/domain/reports';
import type { BreakdownRow } from './breakdown.ts';
import { notGiven } from './breakdown.ts';
import { reportLabels } from './report-labels.ts';
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

const emptyCounts = Object.fromEntries(reportStageGroups.map((group) => [group, 0])) as Record<
  ReportStageGroup,
  number
>;

/** The rows added up, for a section where each candidate is in exactly one row. */
export function sumRows(rows: readonly BreakdownRow[]): BreakdownRow {
  const sum: BreakdownRow = { ...pickStageGroupCounts(emptyCounts), values: [], total: 0 };
  for (const row of rows) {
    sum.total += row.total;
    for (const group of reportStageGroups) sum[group] += row[group];
  }
  return sum;
}

/** The row of every candidate the section counts. */
export function allCandidatesRow(cells: ReportRow['cells']): ReportRow {
  return { key: 'total', label: reportLabels.allCandidates, cells };
}

/**
 * A SNAPSHOT section: one row per value of a characteristic, its candidates per stage group, and the row
 * of everyone. Each candidate is in one row unless `everyone` is given (rows that overlap, such as a
 * candidate's several universities): then it is the total row and the rows are not said to add up.
 */
export function snapshotSection(
  key: string,
  rows: readonly BreakdownRow[],
  label: Label,
  everyone?: BreakdownRow,
  order?: readonly string[],
): ReportSection {
  const shown = rows.map((row): ReportRow => {
    const { value, label: name } = label(row.values[0] ?? null);
    return { key: value, label: name, cells: stageGroupCells(row) };
  });
  return {
    key,
    columns: stageGroupColumns,
    rows: inStableOrder(shown, order),
    total: allCandidatesRow(stageGroupCells(everyone ?? sumRows(rows))),
    rowsAddUp: everyone === undefined,
    chart: { type: 'stacked', columns: [...reportStageGroups] },
  };
}

/** part / whole to four places; null where the whole is empty. */
export function shareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
}

/**
 * Rows (or columns) in a stable order on every engine (SQL text order follows the database's collation):
 * the keys of `order` first, in its order, then the others by key, and 'not-given' last.
 */
export function inStableOrder<Item extends { key: string }>(
  items: Item[],
  order: readonly string[] = [],
): Item[] {
  const rank = (item: Item) => {
    const index = order.indexOf(item.key);
    return index >= 0 ? index : item.key === notGiven.value ? order.length + 1 : order.length;
  };
  return items.sort((a, b) => rank(a) - rank(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
