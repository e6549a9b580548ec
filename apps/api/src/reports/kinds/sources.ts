import type { ReportSection } from '@shortlist/domain/reports';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { answerText, notGiven } from '../breakdown.ts';
import type { ReachRow } from '../reach.ts';
import { countReachedBy } from '../reach.ts';
import type { ReportScope } from '../scope.ts';
import { allCandidatesRow, shareOf } from '../sections.ts';

/** The candidates of one source (lower-cased; null when blank) and how far they got; `label` as typed. */
export type SourceReach = ReachRow & { source: string | null; label: string };

/**
 * Decision: candidates.source is where the candidate heard of the role (the apply link's `source`, the
 * careers fair, LinkedIn...), so it answers both the sources of EFFICIENCY and MARKETING's source of
 * discovery. Values are compared lower-cased and named by their first spelling in code-point order.
 */
export async function countSources(executor: Executor, scope: ReportScope): Promise<SourceReach[]> {
  const spellings = await countReachedBy(executor, scope, [answerText(sql`c.source`), sql`trim(c.source)`]);
  const bySource = new Map<string | null, SourceReach>();
  for (const row of spellings) {
    const [source = null, spelling] = row.values;
    const label = source === null ? notGiven.label : (spelling ?? source);
    const seen = bySource.get(source);
    bySource.set(source, {
      values: [source],
      source,
      label: seen && seen.label < label ? seen.label : label,
      applied: (seen?.applied ?? 0) + row.applied,
      screening: (seen?.screening ?? 0) + row.screening,
      interview: (seen?.interview ?? 0) + row.interview,
      offer: (seen?.offer ?? 0) + row.offer,
    });
  }
  const keyOf = (row: SourceReach) => row.source ?? notGiven.value;
  return [...bySource.values()].sort(
    (a, b) => b.applied - a.applied || (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0),
  );
}

/** Applicants and hires (reached an offer) per source, with the row of everyone. */
export function sourceSection(key: 'sources' | 'marketing', rows: readonly SourceReach[]): ReportSection {
  const applicants = rows.reduce((all, row) => all + row.applied, 0);
  const hired = rows.reduce((all, row) => all + row.offer, 0);
  return {
    key,
    columns: [
      { key: 'applicants', unit: 'people' },
      { key: 'hired', unit: 'people' },
      { key: 'hireRate', unit: 'share', basedOn: ['applicants', 'hired'] },
    ],
    rows: rows.map((row) => ({
      key: row.source ?? notGiven.value,
      label: row.label,
      cells: { applicants: row.applied, hired: row.offer, hireRate: shareOf(row.offer, row.applied) },
    })),
    total: allCandidatesRow({ applicants, hired, hireRate: shareOf(hired, applicants) }),
    rowsAddUp: true,
    chart: { type: 'bars', columns: ['applicants', 'hired'] },
  };
}
