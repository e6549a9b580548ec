import { reportDateRangeLabels } from '@shortlist/domain/constants';
import type { ContextualFlagKey } from '@shortlist/domain/contextual';
import type { ReportType } from '@shortlist/domain/enums';
import type { AnyReportKind } from '@shortlist/domain/reports';
import { contextual } from './manager-contextual.ts';

// Wording of the manager reports (issue 15, /manager/reports): kinds, views, filters, the figures of each
// section, export, print and share links. Section and column keys are the API's (apps/api/src/reports).

/** CONTEXTUAL's adverse-impact view has a section per flag, `<flag>Progression`, titled by the flag's name. */
function contextualProgressionSections() {
  return Object.fromEntries(
    Object.entries(contextual.flags).map(([flag, name]) => [`${flag}Progression`, `Progression: ${name}`]),
  ) as Record<`${ContextualFlagKey}Progression`, string>;
}

export const managerReports = {
  title: 'Reports',
  kindsLabel: 'Report kinds',
  kinds: {
    CONTEXTUAL: 'Contextual',
    DIVERSITY: 'Diversity',
    EFFICIENCY: 'Efficiency',
    SCHOOL: 'School',
    UNIVERSITY: 'University',
    AGENCY: 'Agency',
    MARKETING: 'Marketing',
    REJECTION: 'Rejection',
  } satisfies Record<AnyReportKind, string>,
  types: {
    SNAPSHOT: 'Snapshot',
    ADVERSE: 'Adverse impact',
    INTERSECTIONAL: 'Intersectional',
  } satisfies Record<ReportType, string>,
  dateRange: reportDateRangeLabels,
  filters: {
    legend: 'Filters',
    type: 'Report type',
    role: 'Role',
    allRoles: 'All roles',
    roleLevel: 'Role level',
    allRoleLevels: 'All role levels',
    department: 'Department',
    allDepartments: 'All departments',
    range: 'Date range',
    from: 'From',
    to: 'To',
    customHint: 'Choose both dates to count a custom range.',
    line: '{{kind}} report · {{type}} · {{filters}}',
    between: '{{from}} to {{to}}',
  },
  sections: {
    gender: 'Gender',
    ethnicity: 'Ethnicity',
    genderProgression: 'Progression by gender',
    ethnicityProgression: 'Progression by ethnicity',
    genderByEthnicity: 'Gender by ethnicity',
    genderBySocioEconomicBackground: 'Gender by socio-economic background',
    contextualFlags: 'Contextual flags',
    ...contextualProgressionSections(),
    contextualFlagsByGender: 'Contextual flags by gender',
    schoolType: 'School type',
    schoolTypeProgression: 'Progression by school type',
    universityGroup: 'University group',
    university: 'University',
    degreeClass: 'Degree class',
    universityGroupProgression: 'Progression by university group',
    funnel: 'Funnel by stage',
    timeInStage: 'Time in stage',
    timeToHire: 'Time to hire',
    dropOff: 'Drop-off and withdrawal by stage',
    sources: 'Source of candidates',
    schedulingLeadTime: 'Interview scheduling lead time',
    agency: 'Agencies',
    marketing: 'Marketing channels',
    rejectionStage: 'Rejections by stage',
    withdrawalStage: 'Withdrawals by stage',
  },
  columns: {
    applied: 'Applied',
    screening: 'Screening',
    interview: 'Interview',
    offer: 'Offer',
    none: 'Withdrew or rejected',
    total: 'Total',
    candidates: 'Candidates',
    share: 'Share',
    hired: 'Hired',
    reachedScreening: 'Reached screening',
    screeningRate: 'Screening rate',
    reachedInterview: 'Reached interview',
    interviewRate: 'Interview rate',
    reachedOffer: 'Reached offer',
    offerRate: 'Offer rate',
    reached: 'Reached',
    conversion: 'Conversion',
    medianDays: 'Median (days)',
    p90Days: '90th percentile (days)',
    rejected: 'Rejected',
    withdrew: 'Withdrew',
    dropOffRate: 'Drop-off rate',
    applicants: 'Applicants',
    hireRate: 'Hire rate',
    interviews: 'Interviews',
    interviewed: 'Reached interview',
  },
  figures: {
    suppressed: 'fewer than {{n}}',
    adverse: 'adverse impact',
    none: 'no figure',
    rowHeading: 'Group',
    chart: 'Chart: {{title}}',
    table: '{{title}}: figures',
  },
  legend: {
    suppressed:
      'Groups of fewer than {{n}} people show as “fewer than {{n}}”, as does any figure that would reveal them.',
    adverse:
      '▼ marks adverse impact: a rate under four fifths (80%) of the highest group’s rate (the four-fifths rule).',
  },
  counted: '{{count, number}} candidates counted · {{date}}',
  empty: 'Nothing to count yet',
  emptyText: 'No candidates match these filters.',
  loadFailed: 'The report could not be loaded',
  actions: {
    csv: 'Download CSV',
    print: 'Print',
    share: 'Share',
  },
  csv: {
    fileName: '{{kind}}-report.csv',
  },
  shared: {
    title: 'Shared report',
    readOnly: 'A read-only report shared with you. Its filters are fixed.',
    gone: 'This report link no longer works',
    goneText: 'It was revoked or has expired. Ask the person who shared it for a new link.',
  },
  share: {
    title: 'Share this report',
    description:
      'Anyone with the link can read this report, with these filters, until it expires or you revoke it.',
    days: 'Link lasts (days)',
    daysHint: 'From 1 to 90 days.',
    create: 'Create link',
    creating: 'Creating…',
    link: 'Link to this report',
    copy: 'Copy link',
    copied: 'Link copied.',
    close: 'Close',
    links: 'Report links of your organisation',
    none: 'No report links yet.',
    loadFailed: 'The report links could not be loaded.',
    columns: { kind: 'Report', filters: 'Filters', expires: 'Expires', status: 'Status', action: 'Action' },
    status: { live: 'Live', expired: 'Expired', revoked: 'Revoked' },
    revoke: 'Revoke',
    revokeLink: 'Revoke the {{kind}} link expiring {{date}}',
  },
} as const;
