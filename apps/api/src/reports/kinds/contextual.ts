import type { ContextualFlagKey } from '@shortlist/domain/contextual';
import { contextualFlagKeys } from '@shortlist/domain/contextual';
import type { ReportType } from '@shortlist/domain/enums';
import type { ReportSection } from '@shortlist/domain/reports';
import type { Executor } from '../../db/database.ts';
import { adverseSection } from '../adverse-section.ts';
import { countAll, countBy, eachValue, loadLabels, reportFromEach } from '../breakdown.ts';
import { contextualFlagList, genderExpression } from '../characteristics.ts';
import { crossSection } from '../cross-section.ts';
import type { ReachRow } from '../reach.ts';
import { countAllReached, countReachedBy } from '../reach.ts';
import { labelFrom, reportLabels } from '../report-labels.ts';
import type { ReportScope } from '../scope.ts';
import { contextualFlagsSection } from './contextual-flags-section.ts';

const flagLabel = labelFrom(reportLabels.contextualFlags);
const eachFlag = reportFromEach(contextualFlagList);

/**
 * Decision (ADVERSE): one section per flag, `<flag>Progression`, with a row of the candidates with the flag
 * and one of those without it (not on: off or unanswered). The two rows add up to the total row, so the
 * suppression hides the complement of a small group; in one section of every flag's pair they would not.
 */
function flagProgression(flag: ContextualFlagKey, withIt: ReachRow | undefined, everyone: ReachRow) {
  const flagged = withIt ?? { values: [], applied: 0, screening: 0, interview: 0, offer: 0 };
  const without: ReachRow = {
    values: ['without'],
    applied: everyone.applied - flagged.applied,
    screening: everyone.screening - flagged.screening,
    interview: everyone.interview - flagged.interview,
    offer: everyone.offer - flagged.offer,
  };
  const label = (value: string | null) =>
    value === 'without'
      ? { value, label: reportLabels.withoutFlag }
      : { value: 'with', label: reportLabels.withFlag };
  return adverseSection(`${flag}Progression`, [{ ...flagged, values: ['with'] }, without], label, {
    everyone,
    rowsAddUp: true,
  });
}

/**
 * CONTEXTUAL: per contextual flag (recent graduate among them), how many candidates have it, their share
 * and how many were hired (SNAPSHOT); the pass rates with and without each flag (ADVERSE); or each flag
 * by gender (INTERSECTIONAL). A candidate may have several flags, so flag rows overlap.
 */
export async function contextualReport(
  executor: Executor,
  scope: ReportScope,
  type: ReportType,
): Promise<ReportSection[]> {
  if (type === 'ADVERSE') {
    const everyone = await countAllReached(executor, scope);
    const flagged = await countReachedBy(executor, scope, [eachValue], eachFlag);
    return contextualFlagKeys.map((flag) =>
      flagProgression(
        flag,
        flagged.find((row) => row.values[0] === flag),
        everyone,
      ),
    );
  }
  if (type === 'INTERSECTIONAL') {
    const gender = await loadLabels(executor, 'GENDER', scope.organizationId);
    const counts = {
      pairs: await countBy(executor, scope, [eachValue, genderExpression], eachFlag),
      everyone: await countBy(executor, scope, [genderExpression]),
      rowOrder: contextualFlagKeys,
    };
    return [crossSection('contextualFlagsByGender', counts, { rows: flagLabel, columns: gender })];
  }
  const flagged = await countBy(executor, scope, [eachValue], eachFlag);
  return [contextualFlagsSection(flagged, await countAll(executor, scope), flagLabel)];
}
