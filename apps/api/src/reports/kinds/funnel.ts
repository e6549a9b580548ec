import type { ReportSection } from '@shortlist/domain/reports';
import type { StageGroup } from '@shortlist/domain/stages';
import { stageGroupNames } from '@shortlist/domain/stages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { selectRows } from '../../search/sql-parts.ts';
import type { ReportScope } from '../scope.ts';
import { rankOf, share, stageGroupLabels, withReach } from './history.ts';

export type ReachedCounts = Record<StageGroup, number>;

/** How many of the scope's candidates reached each stage group, now or at any time in their history. */
export async function countReached(executor: Executor, scope: ReportScope): Promise<ReachedCounts> {
  const columns = stageGroupNames.map(
    (group) =>
      sql`count(*) filter (where reached >= ${sql.raw(String(rankOf(group)))})::integer as ${sql.identifier(group)}`,
  );
  const [row] = await selectRows<ReachedCounts>(
    executor,
    withReach(scope, sql`select ${sql.join(columns, sql`, `)} from reach`),
  );
  return row ?? { applied: 0, screening: 0, interview: 0, offer: 0 };
}

/**
 * The funnel: people who reached each group and the share of the previous group's who did. Decision: the
 * conversion is based on this row's `reached` alone, which is safe because reach only falls down the
 * funnel: a hidden previous row (under the minimum) leaves this row hidden too, or zero.
 */
export function funnelSection(reached: ReachedCounts): ReportSection {
  return {
    key: 'funnel',
    columns: [
      { key: 'reached', unit: 'people' },
      { key: 'conversion', unit: 'share', basedOn: ['reached'] },
    ],
    rows: stageGroupNames.map((group, index) => {
      const previous = stageGroupNames[index - 1];
      return {
        key: group,
        label: stageGroupLabels[group],
        cells: {
          reached: reached[group],
          conversion: previous ? share(reached[group], reached[previous]) : null,
        },
      };
    }),
    total: null,
    rowsAddUp: false,
    chart: { type: 'bars', columns: ['reached'] },
  };
}
