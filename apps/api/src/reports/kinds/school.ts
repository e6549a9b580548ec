import type { ReportType } from '@shortlist/domain/enums';
import type { ReportSection } from '@shortlist/domain/reports';
import type { Executor } from '../../db/database.ts';
import { adverseSection } from '../adverse-section.ts';
import { countBy, loadLabels } from '../breakdown.ts';
import { schoolTypeExpression } from '../characteristics.ts';
import { countReachedBy, sumReached } from '../reach.ts';
import type { ReportScope } from '../scope.ts';
import { snapshotSection } from '../sections.ts';

// Decision: the contextual flags (state school, free school meals, ...) are the CONTEXTUAL report's; SCHOOL
// and UNIVERSITY do not repeat them, so each figure has one home and one suppression.

/** SCHOOL: applicants and hires per school type, by stage group (SNAPSHOT), or their pass rates (ADVERSE). */
export async function schoolReport(
  executor: Executor,
  scope: ReportScope,
  type: ReportType,
): Promise<ReportSection[]> {
  const label = await loadLabels(executor, 'SCHOOL_TYPE', scope.organizationId);
  if (type === 'ADVERSE') {
    const groups = await countReachedBy(executor, scope, [schoolTypeExpression]);
    return [
      adverseSection('schoolTypeProgression', groups, label, {
        everyone: sumReached(groups),
        rowsAddUp: true,
      }),
    ];
  }
  return [snapshotSection('schoolType', await countBy(executor, scope, [schoolTypeExpression]), label)];
}
