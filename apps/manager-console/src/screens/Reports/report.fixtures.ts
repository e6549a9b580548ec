import type { ReportReply } from '@shortlist/domain/reports';

// A SCHOOL report as the API answers it once small groups are suppressed (test and screen fixtures):
// counted, the independent row's screening and interview were 3 and 3, the state row's 12 and 8 (withheld,
// or the 3s would follow from the totals).
export const schoolReply: ReportReply = {
  kind: 'SCHOOL',
  type: 'SNAPSHOT',
  organizationId: 1,
  filters: {
    range: 'ALL_TIME',
    from: null,
    to: null,
    roleId: null,
    roleLevel: null,
    department: null,
    names: { role: null, roleLevel: null, department: null },
  },
  generatedAt: 1_795_000_000,
  minimumGroupSize: 5,
  total: 76,
  sections: [
    {
      key: 'schoolType',
      columns: [
        ...['applied', 'screening', 'interview', 'offer', 'none'].map((key) => ({
          key,
          unit: 'people' as const,
          partOf: 'total',
        })),
        { key: 'total', unit: 'people' },
      ],
      rows: [
        {
          key: 'state',
          label: 'State school, "non-selective"',
          cells: { applied: 20, screening: 'withheld', interview: 'withheld', offer: 5, none: 10, total: 55 },
        },
        {
          key: 'independent',
          label: 'Independent school',
          cells: {
            applied: 9,
            screening: 'suppressed',
            interview: 'suppressed',
            offer: 0,
            none: 6,
            total: 21,
          },
        },
      ],
      total: {
        key: 'total',
        label: 'All candidates',
        cells: { applied: 29, screening: 15, interview: 11, offer: 5, none: 16, total: 76 },
      },
      rowsAddUp: true,
      chart: { type: 'stacked', columns: ['applied', 'screening', 'interview', 'offer', 'none'] },
    },
    {
      key: 'schoolTypeProgression',
      columns: [
        { key: 'total', unit: 'people' },
        { key: 'interviewRate', unit: 'share', basedOn: ['total'] },
      ],
      rows: [
        {
          key: 'state',
          label: 'State school',
          cells: { total: 55, interviewRate: 0.2 },
          adverse: ['interviewRate'],
        },
        { key: 'independent', label: 'Independent school', cells: { total: 21, interviewRate: 0.28571 } },
      ],
      total: null,
      rowsAddUp: false,
      chart: null,
    },
  ],
};

const shareOf16 = (people: number) => people / 16;

// An EFFICIENCY report's rejections by reason (issue 32) as the API answers it: 16 rejected, 5 for the online
// test and 5 at interview; 3 for the academic threshold and 3 not recorded, both under 5 and so hidden.
export const efficiencyReply: ReportReply = {
  ...schoolReply,
  kind: 'EFFICIENCY',
  total: 40,
  sections: [
    {
      key: 'rejectionReason',
      columns: [
        { key: 'rejected', unit: 'people' },
        { key: 'share', unit: 'share', basedOn: ['rejected'] },
      ],
      rows: [
        {
          key: 'academic-threshold',
          label: 'Academic threshold not met',
          cells: { rejected: 'suppressed', share: 'withheld' },
        },
        {
          key: 'online-test-result',
          label: 'Online test result',
          cells: { rejected: 5, share: shareOf16(5) },
        },
        { key: 'own-4', label: 'Did not attend', cells: { rejected: 5, share: shareOf16(5) } },
        { key: 'not-recorded', label: 'Not recorded', cells: { rejected: 'suppressed', share: 'withheld' } },
      ],
      total: { key: 'total', label: 'All candidates', cells: { rejected: 16, share: 1 } },
      rowsAddUp: true,
      chart: { type: 'bars', columns: ['rejected'] },
    },
  ],
};
