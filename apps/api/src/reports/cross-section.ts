import type { ReportColumn, ReportRow, ReportSection } from '@shortlist/domain/reports';
import type { BreakdownRow } from './breakdown.ts';
import type { Label } from './sections.ts';
import { allCandidatesRow, inStableOrder } from './sections.ts';

// INTERSECTIONAL reports: two characteristics crossed, as a table of people.

export interface CrossCounts {
  /** Candidates per (first, second) value pair. */
  pairs: readonly BreakdownRow[];
  /** Where rows overlap (contextual flags): every candidate per second value alone, for the total row. */
  everyone?: readonly BreakdownRow[];
  /** Rows to show even when empty, in this order (first values). */
  rowOrder?: readonly string[];
  /** The order of the second characteristic's columns where it has one (else by key). */
  columnOrder?: readonly string[];
}

/**
 * A 2-D section: a row per value of the first characteristic, a people column per value of the second
 * (named by its label, part of `total`), and the row of everyone. Without `everyone`, each candidate is in
 * one row and the total row is the rows added up.
 */
export function crossSection(
  key: string,
  { pairs, everyone, rowOrder, columnOrder }: CrossCounts,
  labels: { rows: Label; columns: Label },
): ReportSection {
  // The second value is a pair's last; an `everyone` row holds it alone.
  const secondOf = (row: BreakdownRow) => labels.columns(row.values[row.values.length - 1] ?? null);
  const columns: ReportColumn[] = [
    ...inStableOrder(
      [
        ...new Map(
          [...pairs, ...(everyone ?? [])].map((row) => {
            const { value, label } = secondOf(row);
            return [value, { key: value, label, unit: 'people', partOf: 'total' } as ReportColumn];
          }),
        ).values(),
      ],
      columnOrder,
    ),
    { key: 'total', unit: 'people' },
  ];
  const emptyCells = (): Record<string, number> =>
    Object.fromEntries(columns.map((column) => [column.key, 0]));
  const rows = new Map<string, ReportRow>();
  const rowFor = (value: string | null) => {
    const { value: rowKey, label } = labels.rows(value);
    const row = rows.get(rowKey) ?? { key: rowKey, label, cells: emptyCells() };
    rows.set(rowKey, row);
    return row;
  };
  for (const value of rowOrder ?? []) rowFor(value);
  const total = allCandidatesRow(emptyCells());
  const add = (row: ReportRow, counts: BreakdownRow) => {
    const column = secondOf(counts).value;
    row.cells[column] = (row.cells[column] as number) + counts.total;
    row.cells.total = (row.cells.total as number) + counts.total;
  };
  for (const pair of pairs) add(rowFor(pair.values[0] ?? null), pair);
  for (const counts of everyone ?? pairs) add(total, counts);
  return {
    key,
    columns,
    rows: inStableOrder([...rows.values()], rowOrder),
    total,
    rowsAddUp: everyone === undefined,
    chart: {
      type: 'stacked',
      columns: columns.filter((column) => column.partOf).map((column) => column.key),
    },
  };
}
