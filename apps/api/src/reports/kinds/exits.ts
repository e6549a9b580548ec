import type { ReportRow, ReportSection } from '@shortlist/domain/reports';
import type { StageGroup } from '@shortlist/domain/stages';
import { stageGroupNames, stageIds } from '@shortlist/domain/stages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { selectRows } from '../../search/sql-parts.ts';
import type { ReachRow } from '../reach.ts';
import { reportLabels } from '../report-labels.ts';
import type { ReportScope } from '../scope.ts';
import { reportFrom, stageGroupOf } from '../scope.ts';
import { allCandidatesRow, shareOf } from '../sections.ts';
import { stageGroupLabels } from './history.ts';

// Where candidates leave the process: the stage group they were in when moved to Rejected or Withdrew.

/** The group left from, or 'not-recorded' where the history holds no move into the exit from a group. */
export type ExitGroup = StageGroup | 'not-recorded';
const exitGroups: readonly ExitGroup[] = [...stageGroupNames, 'not-recorded'];
const exitLabels: Record<ExitGroup, string> = {
  ...stageGroupLabels,
  'not-recorded': reportLabels.notRecorded,
};

export type ExitCounts = Record<'rejected' | 'withdrew', Record<ExitGroup, number>>;

/**
 * Decision: the candidates who are Rejected or Withdrew now (so each counts once, in one row), by the
 * from-stage of their latest move into that stage.
 */
export async function countExits(executor: Executor, scope: ReportScope): Promise<ExitCounts> {
  const rows = await selectRows<{ outcome: number; left_from: string; people: number }>(
    executor,
    sql`select c.stage_id as outcome, ${stageGroupOf(sql`last.from_stage_id`)} as left_from,
        count(*)::integer as people
      from ${reportFrom}
      left join lateral (
        select h.from_stage_id from stage_history h
        where h.organization_id = c.organization_id and h.candidate_id = c.id and h.to_stage_id = c.stage_id
        order by h.created_at desc, h.id desc limit 1
      ) last on true
      where ${scope.where} and c.stage_id in (${stageIds.rejected}, ${stageIds.withdrew})
      group by 1, 2`,
  );
  const empty = () => Object.fromEntries(exitGroups.map((group) => [group, 0])) as Record<ExitGroup, number>;
  const counts: ExitCounts = { rejected: empty(), withdrew: empty() };
  for (const row of rows) {
    const outcome = row.outcome === stageIds.rejected ? 'rejected' : 'withdrew';
    const group = (stageGroupNames as readonly string[]).includes(row.left_from)
      ? (row.left_from as StageGroup)
      : 'not-recorded';
    counts[outcome][group] += row.people;
  }
  return counts;
}

const sum = (counts: Record<ExitGroup, number>) => exitGroups.reduce((all, group) => all + counts[group], 0);

/**
 * Per group: who reached it, who was rejected or withdrew from it, and the share of those who reached it
 * that left there. The total row's reach is left empty: reach does not add up over the groups.
 */
export function dropOffSection(reached: ReachRow, exits: ExitCounts): ReportSection {
  const row = (group: ExitGroup): ReportRow => {
    const reach = group === 'not-recorded' ? null : reached[group];
    const left = exits.rejected[group] + exits.withdrew[group];
    return {
      key: group,
      label: exitLabels[group],
      cells: {
        reached: reach,
        rejected: exits.rejected[group],
        withdrew: exits.withdrew[group],
        dropOffRate: reach === null ? null : shareOf(left, reach),
      },
    };
  };
  return {
    key: 'dropOff',
    columns: [
      { key: 'reached', unit: 'people' },
      { key: 'rejected', unit: 'people' },
      { key: 'withdrew', unit: 'people' },
      { key: 'dropOffRate', unit: 'share', basedOn: ['reached', 'rejected', 'withdrew'] },
    ],
    rows: exitGroups.map(row),
    total: allCandidatesRow({
      reached: null,
      rejected: sum(exits.rejected),
      withdrew: sum(exits.withdrew),
      dropOffRate: null,
    }),
    rowsAddUp: true,
    chart: { type: 'stacked', columns: ['rejected', 'withdrew'] },
  };
}

/** The candidates of one exit by the group they left from, and each group's share of them. */
export function exitStageSection(
  key: string,
  outcome: keyof ExitCounts,
  counts: Record<ExitGroup, number>,
): ReportSection {
  const all = sum(counts);
  return {
    key,
    columns: [
      { key: outcome, unit: 'people' },
      { key: 'share', unit: 'share', basedOn: [outcome] },
    ],
    rows: exitGroups.map((group) => ({
      key: group,
      label: exitLabels[group],
      cells: { [outcome]: counts[group], share: shareOf(counts[group], all) },
    })),
    total: allCandidatesRow({ [outcome]: all, share: all === 0 ? null : 1 }),
    rowsAddUp: true,
    chart: { type: 'bars', columns: [outcome] },
  };
}
