import type { HiddenFigure, ReportCell, ReportUnit } from './report-figures.ts';
import { isHiddenFigure } from './report-figures.ts';

/** How a figure is written: in a table cell (grouped digits) or a CSV export (plain digits). */
export type ReportFigureStyle = { locale: string; grouping: boolean };

/** The words of each hidden figure, e.g. "fewer than 5" and "withheld". */
export type HiddenFigureTexts = Record<HiddenFigure, string>;

/**
 * A report figure as people read it: people as whole numbers, shares and rates as percentages (one
 * decimal), impact ratios to two places, days to one decimal; a hidden figure in its given words
 * ("fewer than 5", "withheld"); nothing to measure as an empty string.
 */
export function formatReportFigure(
  cell: ReportCell,
  unit: ReportUnit,
  hiddenTexts: HiddenFigureTexts,
  { locale, grouping }: ReportFigureStyle,
): string {
  if (isHiddenFigure(cell)) return hiddenTexts[cell];
  if (cell === null) return '';
  const options: Intl.NumberFormatOptions = { useGrouping: grouping };
  switch (unit) {
    case 'people':
      return new Intl.NumberFormat(locale, { ...options, maximumFractionDigits: 0 }).format(cell);
    case 'share':
      return new Intl.NumberFormat(locale, { ...options, style: 'percent', maximumFractionDigits: 1 }).format(
        cell,
      );
    case 'ratio':
      return new Intl.NumberFormat(locale, {
        ...options,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(cell);
    case 'days':
      return new Intl.NumberFormat(locale, {
        ...options,
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(cell);
  }
}
