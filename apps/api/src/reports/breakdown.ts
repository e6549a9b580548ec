import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { selectRows } from '../search/sql-parts.ts';
import type { ReportScope, StageGroupCounts } from './scope.ts';
import { pickStageGroupCounts, progressedCondition, reportFrom, stageGroupCountColumns } from './scope.ts';

/** Candidates of one value of a characteristic (or of a combination of them), by stage group. */
export interface BreakdownRow extends StageGroupCounts {
  values: (string | null)[];
  total: number;
  progressed: number;
}

/** Counts candidates per value of each characteristic expression, by stage group and progression. */
export async function countBy(
  executor: Executor,
  scope: ReportScope,
  characteristics: readonly SQL[],
): Promise<BreakdownRow[]> {
  const columns = characteristics.map(
    (expression, index) => sql`${expression} as ${sql.identifier(`v${index}`)}`,
  );
  const positions = sql.raw(characteristics.map((_, index) => String(index + 1)).join(', '));
  const rows = await selectRows<Record<string, string | number | null>>(
    executor,
    sql`select ${sql.join(columns, sql`, `)}, count(*)::integer as total, ${stageGroupCountColumns()},
        count(*) filter (where ${progressedCondition})::integer as progressed
      from ${reportFrom} where ${scope.where}
      group by ${positions}
      order by total desc, ${positions}`,
  );
  return rows.map((row) => ({
    ...pickStageGroupCounts(row as unknown as StageGroupCounts),
    values: characteristics.map((_, index) => (row[`v${index}`] as string | null) ?? null),
    total: Number(row.total),
    progressed: Number(row.progressed),
  }));
}

/** A lower-cased, trimmed text answer, null when blank. */
export function answerText(expression: SQL): SQL {
  return sql`lower(nullif(trim(${expression}), ''))`;
}

export const notGiven = { value: 'not-given', label: 'Not given' } as const;

/** Display labels of reference items by lower-cased value and label (shared and the organisation's own). */
export async function loadLabels(
  executor: Executor,
  type: string,
  organizationId: number,
): Promise<(value: string | null) => { value: string; label: string }> {
  const rows = await selectRows<{ value: string; label: string }>(
    executor,
    sql`select value, label from reference_items where type = ${type}
      and (organization_id is null or organization_id = ${organizationId}) order by sort_order, id`,
  );
  const labels = new Map<string, string>();
  for (const row of rows) {
    labels.set(row.value.toLowerCase(), row.label);
    labels.set(row.label.toLowerCase(), row.label);
  }
  return (value) => (value === null ? { ...notGiven } : { value, label: labels.get(value) ?? value });
}

// Decision: the four-fifths rule; a group whose progression rate is under 80% of the best group's is flagged.
export const adverseImpactThreshold = 0.8;

export interface ProgressionFigures {
  total: number;
  progressed: number;
}

/** Progression rate, rounded to four places; null for an empty group. */
export function progressionRate({ total, progressed }: ProgressionFigures): number | null {
  return total === 0 ? null : Math.round((progressed / total) * 10_000) / 10_000;
}

/** Each group's rate against the best group's rate, and whether it falls under the threshold. */
export function compareProgression<Group extends ProgressionFigures>(groups: readonly Group[]) {
  const best = Math.max(0, ...groups.map((group) => progressionRate(group) ?? 0));
  return groups.map((group) => {
    const rate = progressionRate(group);
    const impactRatio = rate === null || best === 0 ? null : Math.round((rate / best) * 10_000) / 10_000;
    return {
      ...group,
      rate,
      impactRatio,
      adverse: impactRatio !== null && impactRatio < adverseImpactThreshold,
    };
  });
}
