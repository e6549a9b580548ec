import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { jsonArray, selectRows } from '../../search/sql-parts.ts';
import { answerText, loadLabels } from '../breakdown.ts';
import type { ReportScope } from '../scope.ts';
import { reportFrom } from '../scope.ts';

// A university entry names its university by reference value, or by name when typed in.
export const universityExpression = answerText(
  sql`coalesce(nullif(trim(uni.entry ->> 'universityValue'), ''), uni.entry ->> 'universityName')`,
);
export const degreeClassExpression = answerText(sql`uni.entry ->> 'degreeClass'`);

/** Candidates per value over every university entry; a candidate counts once per value. */
async function countPerUniversityEntry(executor: Executor, scope: ReportScope, expression: SQL) {
  return selectRows<{ value: string | null; total: number }>(
    executor,
    sql`select ${expression} as value, count(distinct c.id)::integer as total
      from ${reportFrom}
      cross join lateral jsonb_array_elements(${jsonArray(sql`(p.profile -> 'universities')`)}) as uni(entry)
      where ${scope.where}
      group by 1 order by 2 desc, 1`,
  );
}

/** UNIVERSITY: candidates per university and per degree class, and how many named none. */
export async function universityReport(executor: Executor, scope: ReportScope) {
  const universityLabel = await loadLabels(executor, 'UNIVERSITY', scope.organizationId);
  const degreeClassLabel = await loadLabels(executor, 'DEGREE_CLASS', scope.organizationId);
  const universities = await countPerUniversityEntry(executor, scope, universityExpression);
  const degreeClasses = await countPerUniversityEntry(executor, scope, degreeClassExpression);
  const [without] = await selectRows<{ total: number }>(
    executor,
    sql`select count(*)::integer as total from ${reportFrom} where ${scope.where}
      and jsonb_array_length(${jsonArray(sql`(p.profile -> 'universities')`)}) = 0`,
  );
  return {
    universities: universities.map((row) => ({ ...universityLabel(row.value), total: row.total })),
    degreeClasses: degreeClasses.map((row) => ({ ...degreeClassLabel(row.value), total: row.total })),
    withoutUniversity: without?.total ?? 0,
  };
}
