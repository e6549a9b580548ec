import type { ReportType } from '../enums/enumerations.ts';
import { lateralReportKinds, reportKinds } from '../enums/enumerations.ts';

/** Every report kind the API answers: §3's kinds and the lateral ones. */
export const anyReportKinds = [...new Set([...reportKinds, ...lateralReportKinds])] as [
  AnyReportKind,
  ...AnyReportKind[],
];
export type AnyReportKind = (typeof reportKinds)[number] | (typeof lateralReportKinds)[number];

// Decision: the views each kind comes as. Adverse impact and crossed characteristics make sense for who
// the candidates are (diversity, social mobility, schools, universities), not for how the process runs.
export const reportTypesByKind: Record<AnyReportKind, readonly ReportType[]> = {
  DIVERSITY: ['SNAPSHOT', 'ADVERSE', 'INTERSECTIONAL'],
  CONTEXTUAL: ['SNAPSHOT', 'ADVERSE', 'INTERSECTIONAL'],
  SCHOOL: ['SNAPSHOT', 'ADVERSE'],
  UNIVERSITY: ['SNAPSHOT', 'ADVERSE'],
  EFFICIENCY: ['SNAPSHOT'],
  AGENCY: ['SNAPSHOT'],
  MARKETING: ['SNAPSHOT'],
  REJECTION: ['SNAPSHOT'],
};

/** The kinds an organisation is offered: §3's, plus the lateral ones where it hires laterally. */
export function offeredReportKinds(lateralHiring: boolean): AnyReportKind[] {
  return lateralHiring ? anyReportKinds : [...reportKinds];
}

/** Reports counted from special-category answers (UK GDPR article 9); reading one is audited as such. */
export const specialCategoryReportKinds: readonly AnyReportKind[] = ['DIVERSITY'];

/** The fewest people a shown figure may count; an organisation may raise it, never lower it. */
export const minimumReportGroupSize = 5;
