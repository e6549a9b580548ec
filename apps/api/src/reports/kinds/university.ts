import type { ReportType } from '@shortlist/domain/enums';
import type { ReportSection } from '@shortlist/domain/reports';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { adverseSection } from '../adverse-section.ts';
import { countAll, countBy, eachValue, loadLabels, reportFromEach } from '../breakdown.ts';
import { orNotGiven, universityLists } from '../characteristics.ts';
import { countAllReached, countReachedBy } from '../reach.ts';
import { labelFrom, reportLabels } from '../report-labels.ts';
import type { ReportScope } from '../scope.ts';
import { reportFrom } from '../scope.ts';
import { snapshotSection } from '../sections.ts';
import { universityGroupList } from '../university-groups.ts';

const groupNames = { ...reportLabels.universityGroups, other: reportLabels.otherUniversity };
const groupLabel = labelFrom(groupNames);
const groupOrder = Object.keys(groupNames);

/**
 * UNIVERSITY: candidates per university group, per university and per degree class, by stage group
 * (SNAPSHOT), or each university group's pass rates (ADVERSE). A candidate may name several universities,
 * so rows overlap and the total row is everyone's.
 */
export async function universityReport(
  executor: Executor,
  scope: ReportScope,
  type: ReportType,
): Promise<ReportSection[]> {
  const groups = orNotGiven(await universityGroupList(executor, scope.organizationId, sql`lists.names`));
  if (type === 'ADVERSE') {
    const from = reportFromEach(groups, universityLists);
    return [
      adverseSection(
        'universityGroupProgression',
        await countReachedBy(executor, scope, [eachValue], from),
        groupLabel,
        {
          everyone: await countAllReached(executor, scope),
          rowsAddUp: false,
          order: groupOrder,
        },
      ),
    ];
  }
  // The three sections in one pass over the profiles: each candidate once per (section, value).
  const counted = await countBy(
    executor,
    scope,
    [sql`each_value.section`, sql`each_value.value`],
    sql`${reportFrom}
    ${universityLists} cross join lateral (
      select 'universityGroup', unnest(${groups})
      union all select 'university', unnest(${orNotGiven(sql`lists.names`)})
      union all select 'degreeClass', unnest(${orNotGiven(sql`lists.classes`)})
    ) as each_value(section, value)`,
  );
  const rowsOf = (section: string) =>
    counted
      .filter((row) => row.values[0] === section)
      .map((row) => ({ ...row, values: row.values.slice(1) }));
  const everyone = await countAll(executor, scope);
  return [
    snapshotSection('universityGroup', rowsOf('universityGroup'), groupLabel, everyone, groupOrder),
    snapshotSection(
      'university',
      rowsOf('university'),
      await loadLabels(executor, 'UNIVERSITY', scope.organizationId),
      everyone,
    ),
    snapshotSection(
      'degreeClass',
      rowsOf('degreeClass'),
      await loadLabels(executor, 'DEGREE_CLASS', scope.organizationId),
      everyone,
    ),
  ];
}
