import type { ReportSection } from '@shortlist/domain/reports';
import type { StageGroup } from '@shortlist/domain/stages';
import { stageGroupNames } from '@shortlist/domain/stages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { selectRows } from '../../search/sql-parts.ts';
import { answerText, notGiven } from '../breakdown.ts';
import type { ReportScope } from '../scope.ts';
import { rankOf, share, withReach } from './history.ts';

/** The candidates of one source, by how far they got: applied is all of them, offer those hired. */
export type SourceReach = { source: string | null; label: string | null } & Record<StageGroup, number>;

/**
 * Decision: candidates.source is where the candidate heard of the role (the apply link's `source`, the
 * careers fair, LinkedIn...), so it answers both the sources of EFFICIENCY and MARKETING's source of
 * discovery. Values are compared lower-cased; a blank source is 'not-given'.
 */
export async function countSources(executor: Executor, scope: ReportScope): Promise<SourceReach[]> {
  const reached = stageGroupNames.map(
    (group) =>
      sql`count(*) filter (where reached >= ${sql.raw(String(rankOf(group)))})::integer as ${sql.identifier(group)}`,
  );
  return selectRows<SourceReach>(
    executor,
    withReach(
      scope,
      sql`select ${answerText(sql`source`)} as source, min(trim(source) collate "C") as label,
          ${sql.join(reached, sql`, `)}
        from reach group by 1 order by applied desc, 1`,
    ),
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
      label: row.source === null ? notGiven.label : (row.label ?? row.source),
      cells: { applicants: row.applied, hired: row.offer, hireRate: share(row.offer, row.applied) },
    })),
    total: {
      key: 'total',
      label: 'All candidates',
      cells: { applicants, hired, hireRate: share(hired, applicants) },
    },
    rowsAddUp: true,
    chart: { type: 'bars', columns: ['applicants', 'hired'] },
  };
}
