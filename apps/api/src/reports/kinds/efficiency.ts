import { stageGroupNames } from '@shortlist/domain/stages';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { selectRows } from '../../search/sql-parts.ts';
import type { ReportScope } from '../scope.ts';
import { reportFrom, stageRankOf } from '../scope.ts';

// The groups a candidate moves on to after applying; ranks follow stageRankOf (applied 1 ... offer 4).
const laterGroups = ['screening', 'interview', 'offer'] as const;
type LaterGroup = (typeof laterGroups)[number];

function rankOf(group: (typeof stageGroupNames)[number]): number {
  return stageGroupNames.indexOf(group) + 1;
}

/** The scope's candidates and, per stage group, when each first entered it (from the stage history). */
function withHistory(scope: ReportScope, body: SQL): SQL {
  return sql`with base as (
      select c.id, c.stage_id, coalesce(c.applied_at, c.created_at) as started
      from ${reportFrom} where ${scope.where}
    ), entered as (
      select h.candidate_id, ${stageRankOf(sql`h.to_stage_id`)} as rank, min(h.created_at) as first_at
      from stage_history h join base b on b.id = h.candidate_id
      where h.organization_id = ${scope.organizationId}
      group by 1, 2
    ) ${body}`;
}

function share(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
}

/**
 * EFFICIENCY: how many candidates reached each stage group (now or in their history), the conversion
 * between groups, and the median days from applying to first entering each later group.
 */
export async function efficiencyReport(executor: Executor, scope: ReportScope) {
  const [reached] = await selectRows<Record<'applied' | LaterGroup, number>>(
    executor,
    withHistory(
      scope,
      sql`select count(*)::integer as applied,
        ${sql.join(
          laterGroups.map(
            (group) =>
              sql`count(*) filter (where reached >= ${sql.raw(String(rankOf(group)))})::integer as ${sql.identifier(group)}`,
          ),
          sql`, `,
        )}
      from (
        select b.id, greatest(1, ${stageRankOf(sql`b.stage_id`)}, coalesce(max(e.rank), 0)) as reached
        from base b left join entered e on e.candidate_id = b.id
        group by b.id, b.stage_id
      ) candidate_reach`,
    ),
  );
  const medians = await selectRows<{ rank: number; candidates: number; medianDays: number }>(
    executor,
    withHistory(
      scope,
      sql`select e.rank, count(*)::integer as candidates,
        round(percentile_cont(0.5) within group (
          order by greatest(extract(epoch from e.first_at - b.started), 0) / 86400.0
        )::numeric, 2)::float8 as "medianDays"
      from entered e join base b on b.id = e.candidate_id
      where e.rank >= ${rankOf('screening')}
      group by e.rank`,
    ),
  );
  const counts = reached ?? { applied: 0, screening: 0, interview: 0, offer: 0 };
  const medianOf = (group: LaterGroup) => {
    const row = medians.find((entry) => entry.rank === rankOf(group));
    return { candidates: row?.candidates ?? 0, medianDays: row?.medianDays ?? null };
  };
  return {
    reached: counts,
    conversion: {
      appliedToScreening: share(counts.screening, counts.applied),
      screeningToInterview: share(counts.interview, counts.screening),
      interviewToOffer: share(counts.offer, counts.interview),
      appliedToOffer: share(counts.offer, counts.applied),
    },
    medianDaysFromApplied: {
      screening: medianOf('screening'),
      interview: medianOf('interview'),
      offer: medianOf('offer'),
    },
  };
}
