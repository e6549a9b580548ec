import type { ReportSection } from '@shortlist/domain/reports';
import type { StageGroup } from '@shortlist/domain/stages';
import { stageGroupNames } from '@shortlist/domain/stages';
import { share, stageGroupLabels } from './history.ts';
import type { SourceReach } from './sources.ts';

export type ReachedCounts = Record<StageGroup, number>;

/** How many candidates reached each stage group, now or at any time in their history, from their sources. */
export function sumReached(sources: readonly SourceReach[]): ReachedCounts {
  const sum = (group: StageGroup) => sources.reduce((all, row) => all + row[group], 0);
  return {
    applied: sum('applied'),
    screening: sum('screening'),
    interview: sum('interview'),
    offer: sum('offer'),
  };
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
