import type { ReportType } from '@shortlist/domain/enums';
import type { ReportSection } from '@shortlist/domain/reports';
import type { Executor } from '../../db/database.ts';
import { sumReached } from '../reach.ts';
import type { ReportScope } from '../scope.ts';
import { schedulingLeadTimeSection, timeInStageSection, timeToHireSection } from './durations.ts';
import { countExits, dropOffSection } from './exits.ts';
import { funnelSection } from './funnel.ts';
import { rejectionReasonSection } from './rejection-reasons.ts';
import { countSources, sourceSection } from './sources.ts';
import { countWithdrawalReasons, withdrawalReasonSection } from './withdrawals.ts';

/**
 * EFFICIENCY: how long hiring takes and where candidates are lost: the funnel, days in each stage group,
 * days to an offer, where candidates leave, why they were rejected (the rejection report's own section, issue 32)
 * and why they withdrew, the sources that bring hires, and interview scheduling lead time.
 */
export async function efficiencyReport(
  executor: Executor,
  scope: ReportScope,
  _type: ReportType,
): Promise<ReportSection[]> {
  // Independent queries: on PostgreSQL they run side by side on the pool.
  const [sources, exits, timeInStage, timeToHire, schedulingLeadTime, rejectionReasons, withdrawals] =
    await Promise.all([
      countSources(executor, scope),
      countExits(executor, scope),
      timeInStageSection(executor, scope),
      timeToHireSection(executor, scope),
      schedulingLeadTimeSection(executor, scope),
      rejectionReasonSection(executor, scope),
      countWithdrawalReasons(executor, scope),
    ]);
  const reached = sumReached(sources);
  return [
    funnelSection(reached),
    timeInStage,
    timeToHire,
    dropOffSection(reached, exits),
    rejectionReasons,
    withdrawalReasonSection(withdrawals),
    sourceSection('sources', sources),
    schedulingLeadTime,
  ];
}
