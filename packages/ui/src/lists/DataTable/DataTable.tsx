import type { ColumnDef, RowData, RowSelectionState, Updater } from '@tanstack/react-table';
import {
  columnOrderingFeature,
  columnVisibilityFeature,
  rowSelectionFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef } from 'react';
import type { SortDirection } from '../SortableHeader/SortableHeader.tsx';
import { SortableHeader } from '../SortableHeader/SortableHeader.tsx';
import * as styles from './DataTable.css.ts';

export type DataTableColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sorted by the server: the header becomes a sort button. */
  sortable?: boolean;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** A CSS width, e.g. '12rem'; the others share what is left. */
  width?: string;
};

export type DataTableSort = { columnId: string; direction: SortDirection };

export type DataTableProps<Row extends RowData> = {
  /** The table's name, e.g. 'Candidates at Applied'. */
  label: string;
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Every column the table knows. */
  columns: readonly DataTableColumn<Row>[];
  /** The columns shown, in the user's order; unknown ids are ignored. */
  visibleColumnIds: readonly string[];
  sort: DataTableSort | null;
  onSort: (sort: DataTableSort) => void;
  /** Ticked rows by id. */
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  /** Accessible names of the selection checkboxes. */
  selectRowLabel: (row: Row) => string;
  selectPageLabel: string;
  /** The row the keyboard is on (j/k); it is kept in view. */
  activeRowId?: string | null;
  onOpenRow?: (row: Row) => void;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  /** The rows shown are the previous answer while a new one loads (aria-busy). */
  busy?: boolean;
};

const features = tableFeatures({ columnOrderingFeature, columnVisibilityFeature, rowSelectionFeature });

/** Pixels of one body row: spec §2 lists run 24 px a row. */
export const dataTableRowHeight = 24;

function toSelection(ids: ReadonlySet<string>): RowSelectionState {
  return Object.fromEntries([...ids].map((id) => [id, true]));
}

/**
 * A dense, virtualised data table (TanStack Table for columns and selection, TanStack Virtual for rows):
 * a native table whose off-screen rows are replaced by two spacer rows, so 500 rows scroll like 30.
 * Sorting is the server's: a header click asks for it, the rows arrive sorted.
 */
export function DataTable<Row extends RowData>({
  label,
  rows,
  getRowId,
  columns,
  visibleColumnIds,
  sort,
  onSort,
  selected,
  onSelectedChange,
  selectRowLabel,
  selectPageLabel,
  activeRowId = null,
  onOpenRow,
  empty,
  busy = false,
}: DataTableProps<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.header, accessorFn: (row: Row) => row })),
    [columns],
  );
  const known = new Set(columns.map((column) => column.id));
  const order = visibleColumnIds.filter((id) => known.has(id));
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as Row[],
    getRowId: (row) => getRowId(row),
    state: {
      columnOrder: order,
      columnVisibility: Object.fromEntries(columns.map((column) => [column.id, order.includes(column.id)])),
      rowSelection: toSelection(selected),
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(toSelection(selected)) : updater;
      onSelectedChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
    enableRowSelection: true,
  });
  const tableRows = table.getRowModel().rows;
  const byId = new Map(columns.map((column) => [column.id, column]));
  const shown = table.getVisibleLeafColumns().flatMap((column) => byId.get(column.id) ?? []);

  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => dataTableRowHeight,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  const activeIndex = activeRowId === null ? -1 : tableRows.findIndex((row) => row.id === activeRowId);
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  const pageState = table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'mixed' : false;

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must be reachable by keyboard to scroll.
    <div ref={scroller} className={styles.scroller} data-table-scroller tabIndex={0}>
      <table
        className={styles.table}
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-busy={busy || undefined}
      >
        <colgroup>
          <col className={styles.selectColumn} />
          {shown.map((column) => (
            <col key={column.id} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.selectCell}>
              <input
                type="checkbox"
                className={styles.checkbox}
                aria-label={selectPageLabel}
                checked={pageState === true}
                ref={(box) => {
                  if (box) box.indeterminate = pageState === 'mixed';
                }}
                onChange={(event) => table.toggleAllRowsSelected(event.target.checked)}
                disabled={rows.length === 0}
              />
            </th>
            {shown.map((column) =>
              column.sortable ? (
                <SortableHeader
                  key={column.id}
                  label={column.header}
                  direction={sort?.columnId === column.id ? sort.direction : null}
                  onSort={(direction) => onSort({ columnId: column.id, direction })}
                  className={column.numeric ? styles.numericHeader : styles.header}
                />
              ) : (
                <th
                  key={column.id}
                  scope="col"
                  className={column.numeric ? styles.numericHeader : styles.header}
                >
                  {column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={shown.length + 1} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : null}
          {before > 0 ? (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an empty spacer row standing in for the rows scrolled past.
            <tr role="presentation" style={{ height: before }} />
          ) : null}
          {items.map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            const isActive = row.id === activeRowId;
            return (
              <tr
                key={row.id}
                data-row-index={item.index}
                aria-rowindex={item.index + 2}
                aria-selected={row.getIsSelected()}
                data-active={isActive || undefined}
                className={styles.row}
                onDoubleClick={onOpenRow ? () => onOpenRow(row.original) : undefined}
              >
                <td className={styles.selectCell}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    aria-label={selectRowLabel(row.original)}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                </td>
                {shown.map((column, index) => (
                  <td key={column.id} className={column.numeric ? styles.numericCell : styles.cell}>
                    {index === 0 && onOpenRow ? (
                      <button type="button" className={styles.open} onClick={() => onOpenRow(row.original)}>
                        {column.cell(row.original)}
                      </button>
                    ) : (
                      column.cell(row.original)
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 ? (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an empty spacer row standing in for the rows below.
            <tr role="presentation" style={{ height: after }} />
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
