import type { ReportType } from '@shortlist/domain/enums';
import { sourceTypes } from '@shortlist/domain/enums';
import type { ReportRow, ReportSection } from '@shortlist/domain/reports';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { selectRows } from '../../search/sql-parts.ts';
import type { BreakdownRow } from '../breakdown.ts';
import type { ReportScope, StageGroupCounts } from '../scope.ts';
import { pickStageGroupCounts, reportStageGroups, stageGroupCountColumns } from '../scope.ts';
import { snapshotSection } from '../sections.ts';
import { rankOf, share, withReach } from './history.ts';

type SourceTypeRow = StageGroupCounts & {
  source_type: string;
  total: number;
  interviewed: number;
  hired: number;
};

/**
 * AGENCY: candidates by source type (§3 "Source types: Agency, Direct") where they are now, and how many of
 * each reached an interview and an offer. Decision: candidates.source is free text, so a source naming an
 * agency (containing "agency", e.g. "Acme Recruitment Agency") is Agency; every other source, and none, Direct.
 */
export async function agencyReport(
  executor: Executor,
  scope: ReportScope,
  _type: ReportType,
): Promise<ReportSection[]> {
  const counted = await selectRows<SourceTypeRow>(
    executor,
    withReach(
      scope,
      sql`select case when lower(c.source) like '%agency%' then 'agency' else 'direct' end as source_type,
          count(*)::integer as total, ${stageGroupCountColumns()},
          count(*) filter (where c.reached >= ${rankOf('interview')})::integer as interviewed,
          count(*) filter (where c.reached >= ${rankOf('offer')})::integer as hired
        from reach c group by 1`,
    ),
  );
  const empty = {
    total: 0,
    interviewed: 0,
    hired: 0,
    ...Object.fromEntries(reportStageGroups.map((g) => [g, 0])),
  };
  const byType = sourceTypes.map((type) => ({
    ...(empty as SourceTypeRow),
    ...counted.find((row) => row.source_type === type.toLowerCase()),
    source_type: type.toLowerCase(),
  }));
  const breakdown: BreakdownRow[] = byType.map((row) => ({
    ...pickStageGroupCounts(row),
    values: [row.source_type],
    total: row.total,
    progressed: row.interviewed,
  }));
  const section = snapshotSection('agency', breakdown, (value) => ({
    value: value ?? 'direct',
    label: sourceTypes.find((type) => type.toLowerCase() === value) ?? 'Direct',
  }));
  const progress = (row: ReportRow, figures: { total: number; interviewed: number; hired: number }) => ({
    ...row,
    cells: {
      ...row.cells,
      interviewed: figures.interviewed,
      interviewRate: share(figures.interviewed, figures.total),
      hired: figures.hired,
      hireRate: share(figures.hired, figures.total),
    },
  });
  const sum = (key: 'total' | 'interviewed' | 'hired') => byType.reduce((all, row) => all + row[key], 0);
  return [
    {
      ...section,
      columns: [
        ...section.columns,
        { key: 'interviewed', unit: 'people' },
        { key: 'interviewRate', unit: 'share', basedOn: ['interviewed', 'total'] },
        { key: 'hired', unit: 'people' },
        { key: 'hireRate', unit: 'share', basedOn: ['hired', 'total'] },
      ],
      rows: section.rows.map((row, index) => progress(row, byType[index] ?? (empty as SourceTypeRow))),
      total:
        section.total &&
        progress(section.total, {
          total: sum('total'),
          interviewed: sum('interviewed'),
          hired: sum('hired'),
        }),
    },
  ];
}
