// biome-ignore-all lint/a11y/useSemanticElements: rows are CSS grids for windowing, and browsers drop native table semantics from display-changed tables, so the ARIA table roles are explicit.
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and headers of a read-only ARIA table are not interactive; their buttons are.
import type { StatusCellMark } from '@shortlist/domain/stages';
import { computeListHeight, listHeight, resolveStatusCell } from '@shortlist/domain/stages';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icons/Icon.tsx';
import type { SortDirection } from '../SortableHeader/SortableHeader.tsx';
import { SortableHeader } from '../SortableHeader/SortableHeader.tsx';
import * as styles from './CandidateList.css.ts';
import { useWindowedRows } from './useWindowedRows.ts';

/** Spec §2: 24 px per row. */
export const rowHeight = listHeight.perRow;

export type CandidateListColumn<Row> = {
  id: string;
  header: string;
  /** CSS grid track, e.g. '2fr' or 'minmax(8rem, 1fr)'; default '1fr'. */
  width?: string;
  sortable?: boolean;
} & (
  | { kind: 'text'; value: (row: Row) => ReactNode }
  /** A stage's status cell (spec §2): cross for pending or error, tick for completed, dash otherwise. */
  | { kind: 'status'; value: (row: Row) => string | null | undefined }
);

export type CandidateListProps<Row> = {
  /** Name of the table, e.g. 'Candidates at interview'. */
  label: string;
  columns: readonly CandidateListColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Accessible names of the status marks. */
  statusLabels: Record<StatusCellMark, string>;
  sort?: { columnId: string; direction: SortDirection } | null;
  onSort?: (columnId: string, direction: SortDirection) => void;
  /** Makes the first column a button that opens the candidate. */
  onOpenRow?: (row: Row) => void;
  /** Rows the box is sized for before it scrolls; spec §2 height is 24 per row plus 93. */
  visibleRows?: number;
  /** Spec §2: old browsers get 20 px more. */
  oldBrowser?: boolean;
  /** Shown when there are no rows. */
  empty?: ReactNode;
};

function StatusMark({
  state,
  labels,
}: {
  state: string | null | undefined;
  labels: Record<StatusCellMark, string>;
}) {
  const mark = resolveStatusCell(state);
  return (
    <span className={styles.mark[mark]} data-mark={mark}>
      <Icon name={mark} label={labels[mark]} small />
    </span>
  );
}

/** The candidate list: a virtualised ARIA table that stays smooth with 10,000 rows. */
export function CandidateList<Row>({
  label,
  columns,
  rows,
  getRowId,
  statusLabels,
  sort = null,
  onSort,
  onOpenRow,
  visibleRows = 20,
  oldBrowser = false,
  empty,
}: CandidateListProps<Row>) {
  const height = computeListHeight(Math.min(rows.length, visibleRows), { oldBrowser });
  const rowWindow = useWindowedRows({ rowCount: rows.length, rowHeight, viewportHeight: height });
  const template = columns.map((column) => column.width ?? '1fr').join(' ');

  return (
    <div
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      className={styles.table}
      style={assignInlineVars({
        [styles.listHeight]: `${height}px`,
        [styles.columnTemplate]: template,
        [styles.offsetBefore]: `${rowWindow.offsetBefore}px`,
        [styles.offsetAfter]: `${rowWindow.offsetAfter}px`,
      })}
      onScroll={rowWindow.onScroll}
      data-height={height}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must be reachable by keyboard to scroll.
      tabIndex={0}
    >
      <div role="rowgroup" className={styles.headerGroup}>
        <div role="row" aria-rowindex={1} className={styles.headerRow}>
          {columns.map((column) =>
            column.sortable && onSort ? (
              <SortableHeader
                key={column.id}
                as="div"
                label={column.header}
                direction={sort?.columnId === column.id ? sort.direction : null}
                onSort={(direction) => onSort(column.id, direction)}
              />
            ) : (
              <div key={column.id} role="columnheader" className={`${styles.header} ${styles.cell}`}>
                {column.header}
              </div>
            ),
          )}
        </div>
      </div>
      <div role="rowgroup" className={styles.body}>
        {rows.length === 0 && empty ? (
          <div role="row" aria-rowindex={2}>
            <div role="cell" className={styles.empty}>
              {empty}
            </div>
          </div>
        ) : null}
        {rows.slice(rowWindow.start, rowWindow.end).map((row, offset) => {
          const index = rowWindow.start + offset;
          return (
            <div key={getRowId(row)} role="row" aria-rowindex={index + 2} className={styles.bodyRow}>
              {columns.map((column, columnIndex) => (
                <div key={column.id} role="cell" className={styles.cell}>
                  {column.kind === 'status' ? (
                    <StatusMark state={column.value(row)} labels={statusLabels} />
                  ) : columnIndex === 0 && onOpenRow ? (
                    <button type="button" className={styles.open} onClick={() => onOpenRow(row)}>
                      {column.value(row)}
                    </button>
                  ) : (
                    column.value(row)
                  )}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
