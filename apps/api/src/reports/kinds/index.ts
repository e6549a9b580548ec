import type { ReportType } from '@shortlist/domain/enums';
import type { AnyReportKind, ReportSection } from '@shortlist/domain/reports';
import type { Executor } from '../../db/database.ts';
import type { ReportScope } from '../scope.ts';
import { agencyReport } from './agency.ts';
import { efficiencyReport } from './efficiency.ts';
import { marketingReport } from './marketing.ts';
import { rejectionReport } from './rejection.ts';
import { schoolReport } from './school.ts';

/** How one kind counts its figures: sections before suppression; the service hides small groups. */
export type ReportFigures = (
  executor: Executor,
  scope: ReportScope,
  type: ReportType,
) => Promise<ReportSection[]>;

function notYetCounted(): Promise<ReportSection[]> {
  throw new Error('This report kind is being rebuilt on report sections.');
}

export const reportFigures: Record<AnyReportKind, ReportFigures> = {
  CONTEXTUAL: notYetCounted,
  DIVERSITY: notYetCounted,
  EFFICIENCY: efficiencyReport,
  SCHOOL: schoolReport,
  UNIVERSITY: notYetCounted,
  AGENCY: agencyReport,
  MARKETING: marketingReport,
  REJECTION: rejectionReport,
};
