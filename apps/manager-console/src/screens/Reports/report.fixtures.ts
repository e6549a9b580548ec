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
