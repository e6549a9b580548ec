import type { ReportColumn, ReportRow, ReportSection } from '@shortlist/domain/reports';
import type { ReachRow } from './reach.ts';
import type { Label } from './sections.ts';
import { allCandidatesRow, inStableOrder, shareOf } from './sections.ts';

// ADVERSE reports: stage-by-stage pass rates per group, compared by the four-fifths rule of adverse impact
// (the service flags them with the domain's flagAdverseImpact, once small groups are hidden).

/** Each stage's rate: who passed it (reached) out of who started it (from). */
const stages = [
  { rate: 'screeningRate', from: 'applied', reached: 'reachedScreening' },
  { rate: 'interviewRate', from: 'reachedScreening', reached: 'reachedInterview' },
  { rate: 'offerRate', from: 'reachedInterview', reached: 'reachedOffer' },
] as const;

export const adverseColumns: ReportColumn[] = [
  { key: 'applied', unit: 'people' },
  ...stages.flatMap((stage): ReportColumn[] => [
    { key: stage.reached, unit: 'people' },
    { key: stage.rate, unit: 'share', basedOn: [stage.from, stage.reached], comparedAcrossRows: true },
  ]),
];

function reachCells(row: ReachRow): Record<string, number | null> {
  const cells: Record<string, number | null> = {
    applied: row.applied,
    reachedScreening: row.screening,
    reachedInterview: row.interview,
    reachedOffer: row.offer,
  };
  for (const stage of stages)
    cells[stage.rate] = shareOf(cells[stage.reached] as number, cells[stage.from] as number);
  return cells;
}

/**
 * An ADVERSE section: per group, who applied, who reached each later stage group and the pass rate of each
 * stage. `everyone` is the row of all the section's candidates; `rowsAddUp` says whether each candidate is
 * in exactly one row.
 */
export function adverseSection(
  key: string,
  groups: readonly ReachRow[],
  label: Label,
  options: { everyone: ReachRow; rowsAddUp: boolean; order?: readonly string[] },
): ReportSection {
  const rows = groups.map((group): ReportRow => {
    const { value, label: name } = label(group.values[0] ?? null);
    return { key: value, label: name, cells: reachCells(group) };
  });
  return {
    key,
    columns: adverseColumns,
    rows: inStableOrder(rows, options.order),
    total: allCandidatesRow(reachCells(options.everyone)),
    rowsAddUp: options.rowsAddUp,
    chart: { type: 'bars', columns: stages.map((stage) => stage.rate) },
  };
}
