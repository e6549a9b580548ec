import type { ReportCell, ReportColumn, ReportRow, ReportSection } from '@shortlist/domain/reports';
import { formatReportFigure, isHiddenFigure } from '@shortlist/domain/reports';
import { useId } from 'react';
import { visuallyHidden } from '../styles/common.css.ts';
import * as styles from './ReportTable.css.ts';
import type { ReportFigureTexts } from './report-figure-texts.ts';
import { adverseMark } from './report-figure-texts.ts';

export type ReportTableProps = {
  section: ReportSection;
  caption: string;
  texts: ReportFigureTexts;
  /** BCP 47 locale of the figures, e.g. 'en-GB'. */
  locale: string;
};

function FigureCell({
  cell,
  column,
  adverse,
  texts,
  locale,
}: {
  cell: ReportCell;
  column: ReportColumn;
  adverse: boolean;
  texts: ReportFigureTexts;
  locale: string;
}) {
  if (cell === null) {
    return (
      <td className={styles.figure}>
        <span aria-hidden="true">–</span>
        <span className={visuallyHidden}>{texts.none}</span>
      </td>
    );
  }
  const text = formatReportFigure(cell, column.unit, texts, { locale, grouping: true });
  if (isHiddenFigure(cell)) return <td className={`${styles.figure} ${styles.hidden}`}>{text}</td>;
  if (!adverse) return <td className={styles.figure}>{text}</td>;
  return (
    <td className={`${styles.figure} ${styles.adverse}`}>
      <span className={styles.adverseMark} aria-hidden="true">
        {adverseMark}
      </span>
      {text}
      <span className={visuallyHidden}> ({texts.adverse})</span>
    </td>
  );
}

function FigureRow({
  row,
  section,
  texts,
  locale,
  className,
}: Omit<ReportTableProps, 'caption'> & { row: ReportRow; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row" className={styles.rowHeader}>
        {row.label}
      </th>
      {section.columns.map((column) => (
        <FigureCell
          key={column.key}
          cell={row.cells[column.key] ?? null}
          column={column}
          adverse={row.adverse?.includes(column.key) ?? false}
          texts={texts}
          locale={locale}
        />
      ))}
    </tr>
  );
}

/** A report section's figures as an accessible table: captioned, headed both ways, numbers right-aligned. */
export function ReportTable({ section, caption, texts, locale }: ReportTableProps) {
  const captionId = useId();
  return (
    // The box scrolls on its own on a narrow screen, so keyboard users can reach it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1).
    <section className={styles.scroller} tabIndex={0} aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.labelHeader}>
              {texts.rowHeading}
            </th>
            {section.columns.map((column) => (
              <th key={column.key} scope="col" className={styles.columnHeader}>
                {texts.columnLabel(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <FigureRow key={row.key} row={row} section={section} texts={texts} locale={locale} />
          ))}
        </tbody>
        {section.total ? (
          <tfoot>
            <FigureRow
              row={section.total}
              section={section}
              texts={texts}
              locale={locale}
              className={styles.totalRow}
            />
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
