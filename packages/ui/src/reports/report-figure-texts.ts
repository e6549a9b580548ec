import type { ReportColumn } from '@shortlist/domain/reports';

/** The words the report figures need, in the app's language (the kit holds no wording of its own). */
export type ReportFigureTexts = {
  /** A group under the minimum, e.g. "fewer than 5". */
  suppressed: string;
  /** A figure hidden only so that a small group cannot be worked out, e.g. "withheld". */
  withheld: string;
  /** Read after a figure under four fifths of the best group's, e.g. "adverse impact". */
  adverse: string;
  /** Read where there is nothing to measure, e.g. "no figure". */
  none: string;
  /** The heading of the row labels' column, e.g. "Group". */
  rowHeading: string;
  /** A column's heading. */
  columnLabel: (column: ReportColumn) => string;
};

/** The visible mark beside an adverse-impact figure; the legend line explains it. */
export const adverseMark = '▼';
