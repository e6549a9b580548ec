import type { ReportColumn, ReportRow, ReportSection } from '@shortlist/domain/reports';
import type { ReachRow } from './reach.ts';
import type { Label } from './sections.ts';
import { allCandidatesRow, inStableOrder, shareOf } from './sections.ts';

// ADVERSE reports: stage-by-stage pass rates per group, and the four-fifths rule of adverse impact.

/** A group's rate under four fifths of the best group's rate for the same stage is flagged. */
export const adverseImpactThreshold = 0.8;

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
    { key: stage.rate, unit: 'share', basedOn: [stage.from, stage.reached] },
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
 * Decision: a group sets the best rate of a stage only when that rate will be shown: at least the minimum
 * started the stage and none or at least the minimum passed it. So a group of 3 who all passed never
 * makes every other group look adverse, and no flag hints at a hidden figure.
 */
function bestRates(rows: readonly Record<string, number | null>[], minimum: number) {
  const shown = (count: number | null) => count !== null && (count === 0 || count >= minimum);
  return Object.fromEntries(
    stages.map((stage) => {
      const eligible = rows.filter(
        (cells) => (cells[stage.from] ?? 0) >= minimum && shown(cells[stage.reached] ?? null),
      );
      return [stage.rate, Math.max(0, ...eligible.map((cells) => cells[stage.rate] ?? 0))];
    }),
  ) as Record<(typeof stages)[number]['rate'], number>;
}

/**
 * An ADVERSE section: per group, who applied, who reached each later stage group and the pass rate of each
 * stage, with `adverse` naming the rates under four fifths of the best group's. `everyone` is the row of
 * all the section's candidates; `rowsAddUp` says whether each candidate is in exactly one row.
 */
export function adverseSection(
  key: string,
  groups: readonly ReachRow[],
  label: Label,
  options: { everyone: ReachRow; rowsAddUp: boolean; minimumGroupSize: number; order?: readonly string[] },
): ReportSection {
  const cells = groups.map(reachCells);
  const best = bestRates(cells, options.minimumGroupSize);
  const rows = groups.map((group, index): ReportRow => {
    const own = cells[index] ?? {};
    const adverse = stages
      .filter((stage) => {
        const rate = own[stage.rate];
        return (
          typeof rate === 'number' && best[stage.rate] > 0 && rate < adverseImpactThreshold * best[stage.rate]
        );
      })
      .map((stage) => stage.rate);
    const { value, label: name } = label(group.values[0] ?? null);
    return { key: value, label: name, cells: own, adverse };
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
