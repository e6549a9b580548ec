import type { ReportType } from '@shortlist/domain/enums';
import type { ReportSection } from '@shortlist/domain/reports';
import type { Executor } from '../../db/database.ts';
import type { ReportScope } from '../scope.ts';
import { countSources, sourceSection } from './sources.ts';

/** MARKETING: applicants and hires per source of discovery (§6 and §9 source-of-discovery prompts). */
export async function marketingReport(
  executor: Executor,
  scope: ReportScope,
  _type: ReportType,
): Promise<ReportSection[]> {
  return [sourceSection('marketing', await countSources(executor, scope))];
}
