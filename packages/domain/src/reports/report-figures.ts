import type { ReportDateRange } from '../constants/report-date-ranges.ts';
import type { ReportType } from '../enums/enumerations.ts';
import type { AnyReportKind } from './report-kinds.ts';

// One shape for every report (API reply, console table and chart, CSV): sections of rows and columns,
// so privacy (suppressSmallGroups), tables, charts and exports are written once for every kind.

/** What a column measures: people are counted (and suppressed under the minimum); the others derive from them. */
export const reportUnits = ['people', 'share', 'ratio', 'days'] as const;
export type ReportUnit = (typeof reportUnits)[number];

export interface ReportColumn {
  /** Stable key; the console names it from its resources (reports.columns.<key>) unless a label is given. */
  key: string;
  /** A data column's own name (a reference item's label, e.g. an ethnicity in an intersectional table). */
  label?: string;
  unit: ReportUnit;
  /** A people column that is one part of another column of the same row (parts add up to it). */
  partOf?: string;
  /** The columns (of the same row) a derived figure is worked out from; it is withheld when any is hidden. */
  basedOn?: string[];
  /** A pass rate compared across the rows by the four-fifths rule of adverse impact (flagAdverseImpact). */
  comparedAcrossRows?: boolean;
}

/**
 * How a hidden figure is marked: 'suppressed' is a group of fewer than the minimum; 'withheld' is any
 * other figure hidden only so that such a group cannot be worked out (a complementary cell, a share or
 * rate worked out from a hidden figure).
 */
export const hiddenFigures = ['suppressed', 'withheld'] as const;
export type HiddenFigure = (typeof hiddenFigures)[number];

/** A figure as shown: a number, null where there is nothing to measure, or hidden (see HiddenFigure). */
export type ReportCell = number | null | HiddenFigure;

export const isHiddenFigure = (cell: ReportCell | undefined): cell is HiddenFigure =>
  cell === 'suppressed' || cell === 'withheld';

export interface ReportRow {
  /** Stable key (a reference value, a stage group, a flag); 'not-given' for a blank answer. */
  key: string;
  /** What the row is called on screen and in the CSV (a reference label or the domain's own name). */
  label: string;
  cells: Record<string, ReportCell>;
  /** Columns whose rate is under four fifths of the best group's (adverse impact; set by flagAdverseImpact). */
  adverse?: string[];
}

/** How a section is drawn: bars of one or more columns per row, stacked when they are parts of a whole. */
export interface ReportChart {
  type: 'bars' | 'stacked';
  columns: string[];
}

export interface ReportSection {
  /** Stable key; the console titles it from its resources (reports.sections.<key>). */
  key: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** All the section's candidates; when rowsAddUp, the rows' people figures add up to it. */
  total: ReportRow | null;
  /** Whether each candidate is in exactly one row, so a hidden row could be worked out from the total. */
  rowsAddUp: boolean;
  chart: ReportChart | null;
}

/** The filters a report was counted with (§9), as the reply and a share link state them. */
export interface ReportFilters {
  range: ReportDateRange;
  /** The interval the range covered, epoch seconds; null for all time. */
  from: number | null;
  to: number | null;
  roleId: number | null;
  roleLevel: number | null;
  department: number | null;
  /** What the chosen role, role level and department are called (null where not chosen). */
  names: ReportFilterNames;
}

export interface ReportFilterNames {
  role: string | null;
  roleLevel: string | null;
  department: string | null;
}

/** GET /reports/{kind}, and a shared report: every figure already hidden where it is or would reveal a group too small. */
export interface ReportReply {
  kind: AnyReportKind;
  type: ReportType;
  organizationId: number;
  filters: ReportFilters;
  generatedAt: number;
  /** Groups smaller than this are shown as "fewer than" it (the organisation's setting, never under 5). */
  minimumGroupSize: number;
  /** Candidates counted. */
  total: ReportCell;
  sections: ReportSection[];
  /** Set when the report was opened by a share link: until when the link works. */
  share?: { expiresAt: number };
}
