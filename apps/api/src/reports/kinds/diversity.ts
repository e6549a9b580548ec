import type { ReportType } from '@shortlist/domain/enums';
import type { ReportSection } from '@shortlist/domain/reports';
import type { Executor } from '../../db/database.ts';
import { adverseSection } from '../adverse-section.ts';
import { countBy, loadLabels } from '../breakdown.ts';
import {
  ethnicityExpression,
  genderExpression,
  socioEconomicBackgroundExpression,
} from '../characteristics.ts';
import { crossSection } from '../cross-section.ts';
import { countReachedBy, sumReached } from '../reach.ts';
import { labelFrom, reportLabels } from '../report-labels.ts';
import type { ReportScope } from '../scope.ts';
import { snapshotSection } from '../sections.ts';

/**
 * DIVERSITY: candidates per gender and per ethnicity by stage group (SNAPSHOT), each group's pass rate at
 * every stage (ADVERSE), or gender crossed with ethnicity and with socio-economic background (INTERSECTIONAL).
 */
export async function diversityReport(
  executor: Executor,
  scope: ReportScope,
  type: ReportType,
): Promise<ReportSection[]> {
  const gender = await loadLabels(executor, 'GENDER', scope.organizationId);
  const ethnicity = await loadLabels(executor, 'ETHNICITY', scope.organizationId);
  if (type === 'INTERSECTIONAL') {
    const background = labelFrom(reportLabels.socioEconomicBackgrounds);
    return [
      crossSection(
        'genderByEthnicity',
        { pairs: await countBy(executor, scope, [genderExpression, ethnicityExpression]) },
        { rows: gender, columns: ethnicity },
      ),
      crossSection(
        'genderBySocioEconomicBackground',
        {
          pairs: await countBy(executor, scope, [genderExpression, socioEconomicBackgroundExpression]),
          columnOrder: Object.keys(reportLabels.socioEconomicBackgrounds),
        },
        { rows: gender, columns: background },
      ),
    ];
  }
  if (type === 'ADVERSE') {
    const genders = await countReachedBy(executor, scope, [genderExpression]);
    // Each candidate has one gender answer (or none), so the genders add up to everyone.
    const options = {
      everyone: sumReached(genders),
      rowsAddUp: true,
    };
    return [
      adverseSection('genderProgression', genders, gender, options),
      adverseSection(
        'ethnicityProgression',
        await countReachedBy(executor, scope, [ethnicityExpression]),
        ethnicity,
        options,
      ),
    ];
  }
  return [
    snapshotSection('gender', await countBy(executor, scope, [genderExpression]), gender),
    snapshotSection('ethnicity', await countBy(executor, scope, [ethnicityExpression]), ethnicity),
  ];
}
