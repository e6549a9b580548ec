import type { ReportType } from '@shortlist/domain/enums';
import { sourceTypes } from '@shortlist/domain/enums';
import type { ReportRow, ReportSection } from '@shortlist/domain/reports';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { countBy } from '../breakdown.ts';
import { countReachedBy, sumReached } from '../reach.ts';
import type { ReportScope } from '../scope.ts';
import { shareOf, snapshotSection } from '../sections.ts';

// Decision: candidates.source is free text, so a source naming an agency (containing "agency", e.g. "Acme
// Recruitment Agency") is Agency (§3 "Source types: Agency, Direct"); every other source, and none, Direct.
const sourceType = sql`case when lower(c.source) like '%agency%' then 'agency' else 'direct' end`;
const sourceTypeKeys = sourceTypes.map((type) => type.toLowerCase());

/**
 * AGENCY: agency and direct candidates by the stage group they are in now, and how many of each reached an
 * interview and an offer (now or at any time in their history).
 */
export async function agencyReport(
  executor: Executor,
  scope: ReportScope,
  _type: ReportType,
): Promise<ReportSection[]> {
  const [now, reached] = await Promise.all([
    countBy(executor, scope, [sourceType]),
    countReachedBy(executor, scope, [sourceType]),
  ]);
  // Both source types are always shown, an empty one with zeros.
  const rows = sourceTypeKeys.map(
    (key) =>
      now.find((row) => row.values[0] === key) ?? {
        values: [key],
        total: 0,
        applied: 0,
        screening: 0,
        interview: 0,
        offer: 0,
        none: 0,
      },
  );
  const section = snapshotSection(
    'agency',
    rows,
    (value) => ({
      value: value ?? 'direct',
      label: sourceTypes[sourceTypeKeys.indexOf(value ?? '')] ?? 'Direct',
    }),
    undefined,
    sourceTypeKeys,
  );
  const reachOf = (key: string) => reached.filter((row) => key === 'total' || row.values[0] === key);
  const withReach = (row: ReportRow): ReportRow => {
    const { applied, interview, offer } = sumReached(reachOf(row.key));
    return {
      ...row,
      cells: {
        ...row.cells,
        interviewed: interview,
        interviewRate: shareOf(interview, applied),
        hired: offer,
        hireRate: shareOf(offer, applied),
      },
    };
  };
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
      rows: section.rows.map(withReach),
      total: section.total && withReach(section.total),
    },
  ];
}
