import type { ReportType } from '@shortlist/domain/enums';
import type { AnyReportKind, ReportSection } from '@shortlist/domain/reports';
import type { Executor } from '../../db/database.ts';
import type { ReportScope } from '../scope.ts';
import { agencyReport } from './agency.ts';
import { contextualReport } from './contextual.ts';
import { diversityReport } from './diversity.ts';
import { efficiencyReport } from './efficiency.ts';
import { marketingReport } from './marketing.ts';
import { rejectionReport } from './rejection.ts';
import { schoolReport } from './school.ts';
import { universityReport } from './university.ts';

/** How one kind counts its figures: sections before suppression; the service hides small groups. */
export type ReportFigures = (
  executor: Executor,
  scope: ReportScope,
  type: ReportType,
) => Promise<ReportSection[]>;

export const reportFigures: Record<AnyReportKind, ReportFigures> = {
  CONTEXTUAL: contextualReport,
  DIVERSITY: diversityReport,
  EFFICIENCY: efficiencyReport,
  SCHOOL: schoolReport,
  UNIVERSITY: universityReport,
  AGENCY: agencyReport,
  MARKETING: marketingReport,
  REJECTION: rejectionReport,
};
