import type { ReportType } from '@shortlist/domain/enums';
import type { ReportSection } from '@shortlist/domain/reports';
import type { Executor } from '../../db/database.ts';
import type { ReportScope } from '../scope.ts';
import { schedulingLeadTimeSection, timeInStageSection, timeToHireSection } from './durations.ts';
import { countExits, dropOffSection } from './exits.ts';
import { countReached, funnelSection } from './funnel.ts';
import { sourceSection } from './sources.ts';

/**
 * EFFICIENCY: how long hiring takes and where candidates are lost: the funnel, days in each stage group,
 * days to an offer, where candidates leave, the sources that bring hires, and interview scheduling lead time.
 */
export async function efficiencyReport(
  executor: Executor,
  scope: ReportScope,
  _type: ReportType,
): Promise<ReportSection[]> {
  const reached = await countReached(executor, scope);
  const exits = await countExits(executor, scope);
  return [
    funnelSection(reached),
    await timeInStageSection(executor, scope),
    await timeToHireSection(executor, scope),
    dropOffSection(reached, exits),
    await sourceSection(executor, scope, 'sources'),
    await schedulingLeadTimeSection(executor, scope),
  ];
}
