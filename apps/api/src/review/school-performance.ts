import type { SchoolPerformance } from '@shortlist/domain/contextual';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { referenceItems } from '../db/schema/index.ts';

/** A school's performance by its SCHOOL reference value (any letter case); null when it has none. */
export type SchoolPerformanceTable = ReadonlyMap<string, SchoolPerformance>;

const keyOf = (schoolValue: string) => schoolValue.trim().toLowerCase();

/** The SCHOOL values a profile names (schools[].schoolValue), lower-cased. */
export function schoolValuesOf(profile: Record<string, unknown>): string[] {
  const schools = Array.isArray(profile.schools) ? profile.schools : [];
  return schools.flatMap((school) => {
    const value =
      school && typeof school === 'object' ? (school as { schoolValue?: unknown }).schoolValue : null;
    return typeof value === 'string' && value.trim() !== '' ? [keyOf(value)] : [];
  });
}

function toPerformance(attributes: Record<string, unknown>): SchoolPerformance | null {
  const averagePoints = Number(attributes.averagePoints);
  const spread = Number(attributes.spread);
  if (attributes.averagePoints == null || attributes.spread == null) return null;
  return Number.isFinite(averagePoints) && Number.isFinite(spread) ? { averagePoints, spread } : null;
}

/**
 * The performance data (attributes averagePoints and spread) of the shared SCHOOL reference items named,
 * in one query; all of them when `values` is omitted (the seed's bulk profiles).
 */
export async function loadSchoolPerformance(
  executor: Executor,
  values?: readonly string[],
): Promise<SchoolPerformanceTable> {
  if (values && values.length === 0) return new Map();
  const rows = await executor
    .select({ value: referenceItems.value, attributes: referenceItems.attributes })
    .from(referenceItems)
    .where(
      and(
        eq(referenceItems.type, 'SCHOOL'),
        isNull(referenceItems.organizationId),
        values ? sql`lower(${referenceItems.value}) = any(${sql.param([...values])}::text[])` : undefined,
      ),
    );
  const table = new Map<string, SchoolPerformance>();
  for (const row of rows) {
    const performance = toPerformance(row.attributes);
    if (performance) table.set(keyOf(row.value), performance);
  }
  return table;
}

/** The lookup the contextual rules take (@shortlist/domain/contextual SchoolPerformanceLookup). */
export function lookupIn(table: SchoolPerformanceTable) {
  return (schoolValue: string): SchoolPerformance | null => table.get(keyOf(schoolValue)) ?? null;
}
