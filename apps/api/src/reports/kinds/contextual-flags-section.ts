import { contextualFlagKeys } from '@shortlist/domain/contextual';
import type { ReportRow, ReportSection } from '@shortlist/domain/reports';
import type { BreakdownRow } from '../breakdown.ts';
import type { Label } from '../sections.ts';
import { allCandidatesRow, shareOf } from '../sections.ts';

/**
 * The CONTEXTUAL SNAPSHOT: a row per flag (every flag, in the domain's order, even when no one has it):
 * the candidates with it, their share of all candidates, and how many of them are hired (offer group).
 */
export function contextualFlagsSection(
  flagged: readonly BreakdownRow[],
  everyone: BreakdownRow,
  label: Label,
): ReportSection {
  const cellsOf = (row: BreakdownRow | undefined): ReportRow['cells'] => ({
    candidates: row?.total ?? 0,
    share: shareOf(row?.total ?? 0, everyone.total),
    hired: row?.offer ?? 0,
  });
  return {
    key: 'contextualFlags',
    columns: [
      { key: 'candidates', unit: 'people' },
      { key: 'share', unit: 'share', basedOn: ['candidates'] },
      { key: 'hired', unit: 'people' },
    ],
    rows: contextualFlagKeys.map((flag) => {
      const { value, label: name } = label(flag);
      return { key: value, label: name, cells: cellsOf(flagged.find((row) => row.values[0] === flag)) };
    }),
    total: allCandidatesRow(cellsOf(everyone)),
    rowsAddUp: false,
    chart: { type: 'bars', columns: ['share'] },
  };
}
