import type { ReportType } from '@shortlist/domain/enums';
import type { ReportSection } from '@shortlist/domain/reports';
import type { Executor } from '../../db/database.ts';
import { adverseSection } from '../adverse-section.ts';
import { countAll, countBy, eachValue, loadLabels, reportFromEach } from '../breakdown.ts';
import { degreeClassList, orNotGiven, universityList } from '../characteristics.ts';
import { countAllReached, countReachedBy } from '../reach.ts';
import { labelFrom, reportLabels } from '../report-labels.ts';
import type { ReportScope } from '../scope.ts';
import { snapshotSection } from '../sections.ts';
import { universityGroupList } from '../university-groups.ts';

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
  const groups = orNotGiven(await universityGroupList(executor, scope.organizationId));
  const groupNames = { ...reportLabels.universityGroups, other: reportLabels.otherUniversity };
  const groupLabel = labelFrom(groupNames);
  const groupOrder = Object.keys(groupNames);
  if (type === 'ADVERSE') {
    const reached = await countReachedBy(executor, scope, [eachValue], reportFromEach(groups));
    return [
      adverseSection('universityGroupProgression', reached, groupLabel, {
        everyone: await countAllReached(executor, scope),
        rowsAddUp: false,
        minimumGroupSize: scope.minimumGroupSize,
        order: groupOrder,
      }),
    ];
  }
  const everyone = await countAll(executor, scope);
  const per = (list: typeof groups) => countBy(executor, scope, [eachValue], reportFromEach(list));
  return [
    snapshotSection('universityGroup', await per(groups), groupLabel, everyone, groupOrder),
    snapshotSection(
      'university',
      await per(orNotGiven(universityList)),
      await loadLabels(executor, 'UNIVERSITY', scope.organizationId),
      everyone,
    ),
    snapshotSection(
      'degreeClass',
      await per(orNotGiven(degreeClassList)),
      await loadLabels(executor, 'DEGREE_CLASS', scope.organizationId),
      everyone,
    ),
  ];
}
