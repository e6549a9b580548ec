import type { ReportType } from '@shortlist/domain/enums';
import type { ReportSection } from '@shortlist/domain/reports';
import type { Executor } from '../../db/database.ts';
import type { ReportScope } from '../scope.ts';
import { countExits, exitStageSection } from './exits.ts';
import { rejectionReasonSection } from './rejection-reasons.ts';

/** REJECTION: the stage group candidates were rejected from, the reasons given, and where they withdrew. */
export async function rejectionReport(
  executor: Executor,
  scope: ReportScope,
  _type: ReportType,
): Promise<ReportSection[]> {
  const exits = await countExits(executor, scope);
  return [
    exitStageSection('rejectionStage', 'rejected', exits.rejected),
    await rejectionReasonSection(executor, scope),
    exitStageSection('withdrawalStage', 'withdrew', exits.withdrew),
  ];
}
