import type { ReportSection } from '@shortlist/domain/reports';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { selectRows } from '../../search/sql-parts.ts';
import { answerText, notGiven } from '../breakdown.ts';
import type { ReportScope } from '../scope.ts';
import { rankOf, share, withReach } from './history.ts';

/**
 * Decision: candidates.source is where the candidate heard of the role (the apply link's `source`, the
 * careers fair, LinkedIn...), so it answers both the sources of EFFICIENCY and MARKETING's source of
 * discovery. Values are compared lower-cased; a blank source is 'not-given'.
 */
export async function sourceSection(
  executor: Executor,
  scope: ReportScope,
  key: 'sources' | 'marketing',
): Promise<ReportSection> {
  const rows = await selectRows<{
    source: string | null;
    label: string | null;
    applicants: number;
    hired: number;
  }>(
    executor,
    withReach(
      scope,
      sql`select ${answerText(sql`source`)} as source,
          min(trim(source) collate "C") as label,
          count(*)::integer as applicants,
          count(*) filter (where reached >= ${rankOf('offer')})::integer as hired
        from reach group by 1 order by applicants desc, 1`,
    ),
  );
  const applicants = rows.reduce((all, row) => all + row.applicants, 0);
  const hired = rows.reduce((all, row) => all + row.hired, 0);
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
      cells: { applicants: row.applicants, hired: row.hired, hireRate: share(row.hired, row.applicants) },
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
