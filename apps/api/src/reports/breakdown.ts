import { en } from '@shortlist/i18n/resources';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { selectRows } from '../search/sql-parts.ts';
import type { ReportScope, StageGroupCounts } from './scope.ts';
import { pickStageGroupCounts, reportFrom, stageGroupCountColumns } from './scope.ts';

/** Candidates of one value of a characteristic (or of a combination of them), by stage group. */
export interface BreakdownRow extends StageGroupCounts {
  values: (string | null)[];
  total: number;
}

/** The select list and grouping of characteristic expressions, named v0, v1, ... */
export function groupedBy(characteristics: readonly SQL[]): { columns: SQL; groupBy: SQL } {
  if (characteristics.length === 0) return { columns: sql``, groupBy: sql`` };
  const named = characteristics.map(
    (expression, index) => sql`${expression} as ${sql.identifier(`v${index}`)}, `,
  );
  const positions = characteristics.map((_, index) => String(index + 1)).join(', ');
  return { columns: sql.join(named, sql``), groupBy: sql.raw(`group by ${positions} order by ${positions}`) };
}

export function valuesOf(row: Record<string, unknown>, characteristics: readonly SQL[]): (string | null)[] {
  return characteristics.map((_, index) => (row[`v${index}`] as string | null) ?? null);
}

/**
 * Counts candidates per value of each characteristic expression, by stage group; without characteristics,
 * one row of every candidate. `from` may unnest a list (reportFromEach) so a candidate counts once per value.
 */
export async function countBy(
  executor: Executor,
  scope: ReportScope,
  characteristics: readonly SQL[],
  from: SQL = reportFrom,
): Promise<BreakdownRow[]> {
  const { columns, groupBy } = groupedBy(characteristics);
  const rows = await selectRows<Record<string, string | number | null>>(
    executor,
    sql`select ${columns}count(*)::integer as total, ${stageGroupCountColumns()}
      from ${from} where ${scope.where} ${groupBy}`,
  );
  return rows.map((row) => ({
    ...pickStageGroupCounts(row as unknown as StageGroupCounts),
    values: valuesOf(row, characteristics),
    total: Number(row.total),
  }));
}

/** The value of reportFromEach's list a row is counted under. */
export const eachValue = sql`each_value.value`;

/** The report's candidates once per element of a text[] expression over them, as `each_value.value`. */
export function reportFromEach(list: SQL, joins: SQL = sql``): SQL {
  return sql`${reportFrom} ${joins} cross join lateral unnest(${list}) as each_value(value)`;
}

/** A lower-cased, trimmed text answer, null when blank. */
export function answerText(expression: SQL): SQL {
  return sql`lower(nullif(trim(${expression}), ''))`;
}

export const notGiven = { value: 'not-given', label: en.manager.reports.rows.notGiven } as const;

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

/** All the scope's candidates by stage group: one row, whatever the scope holds. */
export async function countAll(executor: Executor, scope: ReportScope): Promise<BreakdownRow> {
  const [everyone] = await countBy(executor, scope, []);
  if (!everyone) throw new Error('An aggregate without grouping answers one row.');
  return everyone;
}
