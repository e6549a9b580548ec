import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { selectRows } from '../search/sql-parts.ts';
import { groupedBy, valuesOf } from './breakdown.ts';
import type { ReportScope } from './scope.ts';
import { reportFrom, stageRankOf } from './scope.ts';

/** Candidates of one value of a characteristic: all who applied, and how many reached each later stage group. */
export interface ReachRow {
  values: (string | null)[];
  applied: number;
  screening: number;
  interview: number;
  offer: number;
}

/**
 * The furthest stage group a candidate reached, now or at any time in its stage history (so one rejected
 * after interview still reached interview): applied 1, screening 2, interview 3, offer 4. The history is
 * read once per report (a hash join), not once per candidate.
 */
const reachedRank = sql`greatest(1, ${stageRankOf(sql`c.stage_id`)}, coalesce(history_reach.rank, 0))`;

function historyReach(organizationId: number): SQL {
  return sql`history_reach as (select h.candidate_id, max(${stageRankOf(sql`h.to_stage_id`)}) as rank
    from stage_history h where h.organization_id = ${organizationId} group by h.candidate_id)`;
}

const reachedCount = (rank: number, name: string) =>
  sql`count(*) filter (where reach.rank >= ${sql.raw(String(rank))})::integer as ${sql.identifier(name)}`;

/** Per value of each characteristic (or of everyone, without any), how far its candidates got. */
export async function countReachedBy(
  executor: Executor,
  scope: ReportScope,
  characteristics: readonly SQL[],
  from: SQL = reportFrom,
): Promise<ReachRow[]> {
  const { columns, groupBy } = groupedBy(characteristics);
  const rows = await selectRows<Record<string, string | number | null>>(
    executor,
    sql`with ${historyReach(scope.organizationId)}
      select ${columns}count(*)::integer as applied, ${reachedCount(2, 'screening')},
        ${reachedCount(3, 'interview')}, ${reachedCount(4, 'offer')}
      from ${from} left join history_reach on history_reach.candidate_id = c.id
        cross join lateral (select ${reachedRank} as rank) reach
      where ${scope.where} ${groupBy}`,
  );
  return rows.map((row) => ({
    values: valuesOf(row, characteristics),
    applied: Number(row.applied),
    screening: Number(row.screening),
    interview: Number(row.interview),
    offer: Number(row.offer),
  }));
}

/** How far all the scope's candidates got: one row, whatever the scope holds. */
export async function countAllReached(executor: Executor, scope: ReportScope): Promise<ReachRow> {
  const [everyone] = await countReachedBy(executor, scope, []);
  return everyone ?? { values: [], applied: 0, screening: 0, interview: 0, offer: 0 };
}

/** The rows added up, for groups where each candidate is in exactly one. */
export function sumReached(rows: readonly ReachRow[]): ReachRow {
  const sum: ReachRow = { values: [], applied: 0, screening: 0, interview: 0, offer: 0 };
  for (const row of rows) {
    sum.applied += row.applied;
    sum.screening += row.screening;
    sum.interview += row.interview;
    sum.offer += row.offer;
  }
  return sum;
}
