import type { ReportType } from '@shortlist/domain/enums';
import type { ReportSection } from '@shortlist/domain/reports';
import type { Executor } from '../../db/database.ts';
import type { ReportScope } from '../scope.ts';
import { countExits, exitStageSection } from './exits.ts';

/** REJECTION: the stage group candidates were rejected from, and the one they withdrew from. */
export async function rejectionReport(
  executor: Executor,
  scope: ReportScope,
  _type: ReportType,
): Promise<ReportSection[]> {
  const exits = await countExits(executor, scope);
  return [
    exitStageSection('rejectionStage', 'rejected', exits.rejected),
    exitStageSection('withdrawalStage', 'withdrew', exits.withdrew),
  ];
}
