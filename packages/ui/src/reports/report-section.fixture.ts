import type { ReportColumn, ReportSection } from '@shortlist/domain/reports';
import type { ReportFigureTexts } from './report-figure-texts.ts';

// Sections as the API answers them after suppression: a snapshot with groups under five and the figures
// withheld so they cannot be worked out, and an adverse impact view with a flagged rate.

const columnNames: Record<string, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  none: 'Withdrew or rejected',
  total: 'Total',
  reachedInterview: 'Reached interview',
  interviewRate: 'Interview rate',
};

export const reportTexts: ReportFigureTexts = {
  suppressed: 'fewer than 5',
  withheld: 'withheld',
  adverse: 'adverse impact',
  none: 'no figure',
  rowHeading: 'Group',
  columnLabel: (column: ReportColumn) => column.label ?? columnNames[column.key] ?? column.key,
};

const stageColumns: ReportColumn[] = [
  ...['applied', 'screening', 'interview', 'offer', 'none'].map(
    (key): ReportColumn => ({ key, unit: 'people', partOf: 'total' }),
  ),
  { key: 'total', unit: 'people' },
];

export const snapshotSection: ReportSection = {
  key: 'schoolType',
  columns: stageColumns,
  rows: [
    {
      key: 'state',
      label: 'State-run or state-funded school',
      cells: { applied: 40, screening: 22, interview: 12, offer: 6, none: 18, total: 98 },
    },
    {
      key: 'independent',
      label: 'Independent or fee-paying school',
      // Counted 14, 3, 7, 0, 9 (33): the 3 is hidden, and so are 14, 7 and 33, or the abroad row's
      // groups would follow from the totals.
      cells: {
        applied: 'withheld',
        screening: 'suppressed',
        interview: 'withheld',
        offer: 0,
        none: 9,
        total: 'withheld',
      },
    },
    {
      key: 'abroad',
      label: 'Attended school outside the UK',
      // Counted 2, 1, 1, 0, 0 (4).
      cells: {
        applied: 'suppressed',
        screening: 'suppressed',
        interview: 'suppressed',
        offer: 0,
        none: 0,
        total: 'suppressed',
      },
    },
  ],
  total: {
    key: 'total',
    label: 'All candidates',
    cells: { applied: 56, screening: 26, interview: 20, offer: 6, none: 27, total: 135 },
  },
  rowsAddUp: true,
  chart: { type: 'stacked', columns: ['applied', 'screening', 'interview', 'offer', 'none'] },
};

export const adverseSection: ReportSection = {
  key: 'genderProgression',
  columns: [
    { key: 'total', unit: 'people' },
    { key: 'reachedInterview', unit: 'people', partOf: 'total' },
    { key: 'interviewRate', unit: 'share', basedOn: ['reachedInterview', 'total'] },
  ],
  rows: [
    { key: 'woman', label: 'Woman', cells: { total: 120, reachedInterview: 48, interviewRate: 0.4 } },
    {
      key: 'man',
      label: 'Man',
      cells: { total: 100, reachedInterview: 28, interviewRate: 0.28 },
      adverse: ['interviewRate'],
    },
    {
      key: 'other',
      label: 'Another gender',
      cells: { total: 'suppressed', reachedInterview: 'suppressed', interviewRate: 'withheld' },
    },
  ],
  total: null,
  rowsAddUp: false,
  chart: { type: 'bars', columns: ['interviewRate'] },
};
