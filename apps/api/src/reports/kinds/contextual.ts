import type { ReportType } from '@shortlist/domain/enums';
import { recentGraduateYears } from '@shortlist/domain/validation';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { jsonArray, jsonYear, selectRows } from '../../search/sql-parts.ts';
import { compareProgression, progressionRate } from '../breakdown.ts';
import type { ReportScope } from '../scope.ts';
import { progressedCondition, reportFrom } from '../scope.ts';

const { graduation, lateGraduation, sixthForm, secondarySchool } = recentGraduateYears;

function yearWithin(year: SQL, window: { from: number; to: number }): SQL {
  return sql`coalesce(${year} between ${sql.raw(String(window.from))} and ${sql.raw(String(window.to))}, false)`;
}

/** The domain's isRecentGraduate (spec §5) in SQL, from the same year windows, over p.profile. */
export const recentGraduateCondition = sql`(exists (
    select 1 from jsonb_array_elements(${jsonArray(sql`(p.profile -> 'universities')`)}) as uni(entry)
    where ${yearWithin(jsonYear(sql`(uni.entry -> 'universityGraduationYear')`), graduation)}
      or coalesce(${jsonYear(sql`(uni.entry -> 'universityStartYear')`)} = ${sql.raw(String(lateGraduation.start))}
        and ${jsonYear(sql`(uni.entry -> 'universityGraduationYear')`)} = ${sql.raw(String(lateGraduation.graduation))}, false)
  ) or ${yearWithin(jsonYear(sql`(p.profile -> 'sixthFormSchoolCompletedYear')`), sixthForm)}
  or ${yearWithin(jsonYear(sql`(p.profile -> 'secondarySchoolCompletedYear')`), secondarySchool)})`;

interface Figures {
  total: number;
  progressed: number;
}

function share(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
}

/**
 * CONTEXTUAL: the share of recent graduates and of each social-mobility flag (a yes answer of
 * profile.socialMobility) among the candidates (SNAPSHOT), or each one's progression to interview against
 * the candidates without it (ADVERSE).
 */
export async function contextualReport(executor: Executor, scope: ReportScope, type: ReportType) {
  const [overall] = await selectRows<Figures & { recentGraduates: number; recentProgressed: number }>(
    executor,
    sql`select count(*)::integer as total,
        count(*) filter (where ${progressedCondition})::integer as progressed,
        count(*) filter (where ${recentGraduateCondition})::integer as "recentGraduates",
        count(*) filter (where ${recentGraduateCondition} and ${progressedCondition})::integer as "recentProgressed"
      from ${reportFrom} where ${scope.where}`,
  );
  const flags = await selectRows<{ key: string; total: number; progressed: number }>(
    executor,
    sql`select flag.key, count(*)::integer as total,
        count(*) filter (where ${progressedCondition})::integer as progressed
      from ${reportFrom}
      cross join lateral jsonb_each(case when jsonb_typeof(p.profile -> 'socialMobility') = 'object'
        then p.profile -> 'socialMobility' else '{}'::jsonb end) as flag(key, value)
      where ${scope.where} and flag.value = 'true'::jsonb
      group by flag.key order by flag.key`,
  );
  const all = overall ?? { total: 0, progressed: 0, recentGraduates: 0, recentProgressed: 0 };
  const characteristics = [
    { key: 'recentGraduate', total: all.recentGraduates, progressed: all.recentProgressed },
    ...flags,
  ];
  if (type === 'ADVERSE') {
    return {
      progressionRate: progressionRate(all),
      characteristics: characteristics.map((withIt) => {
        const without = { total: all.total - withIt.total, progressed: all.progressed - withIt.progressed };
        const [withFigures, withoutFigures] = compareProgression([
          { total: withIt.total, progressed: withIt.progressed },
          without,
        ]);
        return { key: withIt.key, with: withFigures, without: withoutFigures };
      }),
    };
  }
  return {
    characteristics: characteristics.map(({ key, total }) => ({
      key,
      count: total,
      share: share(total, all.total),
    })),
  };
}
