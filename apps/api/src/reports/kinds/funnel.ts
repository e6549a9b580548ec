import type { ReportSection } from '@shortlist/domain/reports';
import { stageGroupNames } from '@shortlist/domain/stages';
import type { ReachRow } from '../reach.ts';
import { shareOf } from '../sections.ts';
import { stageGroupLabels } from './history.ts';

/**
 * The funnel: people who reached each group and the share of the previous group's who did. Decision: the
 * conversion is based on this row's `reached` alone, which is safe because reach only falls down the
 * funnel: a hidden previous row (under the minimum) leaves this row hidden too, or zero.
 */
export function funnelSection(reached: ReachRow): ReportSection {
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
          conversion: previous ? shareOf(reached[group], reached[previous]) : null,
        },
      };
    }),
    total: null,
    rowsAddUp: false,
    chart: { type: 'bars', columns: ['reached'] },
  };
}
