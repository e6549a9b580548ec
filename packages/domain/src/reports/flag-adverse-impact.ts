import type { ReportRow, ReportSection } from './report-figures.ts';

/** A group's rate under four fifths of the best group's rate for the same stage shows adverse impact. */
export const adverseImpactThreshold = 0.8;

/**
 * Flags, in each compared column, the rows whose rate is under four fifths of the best shown rate. Run on
 * figures already suppressed: only shown rates are compared, so a small group never sets the best rate, a
 * hidden rate is never flagged, and no flag hints at a hidden figure. The total row is not a group.
 */
export function flagAdverseImpact(section: ReportSection): ReportSection {
  const compared = section.columns.filter((column) => column.comparedAcrossRows);
  if (compared.length === 0) return section;
  const best = new Map(
    compared.map((column) => [
      column.key,
      Math.max(
        0,
        ...section.rows.map((row) => row.cells[column.key]).filter((cell) => typeof cell === 'number'),
      ),
    ]),
  );
  const flagged = (row: ReportRow): ReportRow => ({
    ...row,
    adverse: compared
      .filter((column) => {
        const rate = row.cells[column.key];
        const top = best.get(column.key) ?? 0;
        return typeof rate === 'number' && top > 0 && rate < adverseImpactThreshold * top;
      })
      .map((column) => column.key),
  });
  return { ...section, rows: section.rows.map(flagged) };
}
