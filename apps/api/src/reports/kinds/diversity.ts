import type { ReportType } from '@shortlist/domain/enums';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { BreakdownRow } from '../breakdown.ts';
import { answerText, compareProgression, countBy, loadLabels } from '../breakdown.ts';
import type { ReportScope } from '../scope.ts';
import { pickStageGroupCounts } from '../scope.ts';

// The characteristics the diversity report counts; the application's ethnicity answer wins over the profile's.
export const genderExpression = answerText(sql`p.profile #>> '{diversity,gender}'`);
export const ethnicityExpression = answerText(
  sql`coalesce(c.ethnicity, p.profile #>> '{diversity,ethnicity}')`,
);

type Label = (value: string | null) => { value: string; label: string };

function toSnapshotEntry(row: BreakdownRow, label: Label) {
  return { ...label(row.values[0] ?? null), total: row.total, stageGroups: pickStageGroupCounts(row) };
}

function toProgressionEntry(row: BreakdownRow, label: Label) {
  return { ...label(row.values[0] ?? null), total: row.total, progressed: row.progressed };
}

/**
 * DIVERSITY: candidates per gender and per ethnicity by stage group (SNAPSHOT), their progression to
 * interview against the best-progressing group (ADVERSE), or per gender and ethnicity pair (INTERSECTIONAL).
 */
export async function diversityReport(executor: Executor, scope: ReportScope, type: ReportType) {
  const genderLabel = await loadLabels(executor, 'GENDER', scope.organizationId);
  const ethnicityLabel = await loadLabels(executor, 'ETHNICITY', scope.organizationId);
  if (type === 'INTERSECTIONAL') {
    const rows = await countBy(executor, scope, [genderExpression, ethnicityExpression]);
    return {
      combinations: rows.map((row) => ({
        gender: genderLabel(row.values[0] ?? null),
        ethnicity: ethnicityLabel(row.values[1] ?? null),
        total: row.total,
        stageGroups: pickStageGroupCounts(row),
      })),
    };
  }
  const genders = await countBy(executor, scope, [genderExpression]);
  const ethnicities = await countBy(executor, scope, [ethnicityExpression]);
  if (type === 'ADVERSE') {
    return {
      gender: compareProgression(genders.map((row) => toProgressionEntry(row, genderLabel))),
      ethnicity: compareProgression(ethnicities.map((row) => toProgressionEntry(row, ethnicityLabel))),
    };
  }
  return {
    gender: genders.map((row) => toSnapshotEntry(row, genderLabel)),
    ethnicity: ethnicities.map((row) => toSnapshotEntry(row, ethnicityLabel)),
  };
}
