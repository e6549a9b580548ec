import type { ReportReply, ReportRow, ReportSection } from '@shortlist/domain/reports';
import { formatReportFigure } from '@shortlist/domain/reports';
import type { ReportFigureTexts } from '@shortlist/ui/reports';
import Papa from 'papaparse';

/** What the CSV says besides the figures, in the console's language. */
export type ReportCsvWording = {
  /** The first line: the report's name and its filters. */
  title: string;
  sectionTitle: (section: ReportSection) => string;
  texts: ReportFigureTexts;
  /** Lines after the figures (what "fewer than", "withheld" and the adverse mark mean). */
  notes: string[];
  locale: string;
};

function figureLine(section: ReportSection, row: ReportRow, wording: ReportCsvWording): string[] {
  const style = { locale: wording.locale, grouping: false };
  return [
    row.label,
    ...section.columns.map((column) => {
      const text = formatReportFigure(row.cells[column.key] ?? null, column.unit, wording.texts, style);
      return row.adverse?.includes(column.key) ? `${text} (${wording.texts.adverse})` : text;
    }),
  ];
}

/**
 * The report as shown, as CSV: a title line with the report and its filters, then each section's heading,
 * header row and rows (its total last); hidden figures read "fewer than 5" or "withheld" here too.
 */
export function buildReportCsv(reply: ReportReply, wording: ReportCsvWording): string {
  const lines: string[][] = [[wording.title]];
  for (const section of reply.sections) {
    lines.push([], [wording.sectionTitle(section)]);
    lines.push([
      wording.texts.rowHeading,
      ...section.columns.map((column) => wording.texts.columnLabel(column)),
    ]);
    for (const row of section.rows) lines.push(figureLine(section, row, wording));
    if (section.total) lines.push(figureLine(section, section.total, wording));
  }
  if (wording.notes.length > 0) lines.push([], ...wording.notes.map((note) => [note]));
  return Papa.unparse(lines, { newline: '\r\n' });
}

/** The CSV as a file for the browser's download (a Blob behind an <a download>). */
export function toCsvFile(csv: string): Blob {
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}
