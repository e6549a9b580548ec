import type { ReportColumn } from '@shortlist/domain/reports';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { schoolReply } from './report.fixtures.ts';
import { buildReportCsv } from './report-csv.ts';

const names: Record<string, string> = { total: 'Total', interviewRate: 'Interview rate', applied: 'Applied' };
const wording = {
  title: 'School report · Snapshot · All time',
  sectionTitle: (section: { key: string }) => (section.key === 'schoolType' ? 'School type' : 'Progression'),
  texts: {
    suppressed: 'fewer than 5',
    withheld: 'withheld',
    adverse: 'adverse impact',
    none: 'no figure',
    rowHeading: 'Group',
    columnLabel: (column: ReportColumn) => names[column.key] ?? column.key,
  },
  notes: ['Groups of fewer than 5 people show as “fewer than 5”.', 'Withheld: hidden to protect them.'],
  locale: 'en-GB',
};

describe('buildReportCsv', () => {
  const lines = Papa.parse<string[]>(buildReportCsv(schoolReply, wording)).data;

  it('starts with the report and its filters, then each section under its heading', () => {
    expect(lines[0]).toEqual(['School report · Snapshot · All time']);
    expect(lines[2]).toEqual(['School type']);
    expect(lines[3]).toEqual(['Group', 'Applied', 'screening', 'interview', 'offer', 'none', 'Total']);
    expect(lines).toContainEqual(['Progression']);
  });

  it('writes suppressed groups as "fewer than 5" and withheld figures as "withheld", never their number', () => {
    expect(lines[4]).toEqual([
      'State school, "non-selective"',
      '20',
      'withheld',
      'withheld',
      '5',
      '10',
      '55',
    ]);
    expect(lines[5]).toEqual(['Independent school', '9', 'fewer than 5', 'fewer than 5', '0', '6', '21']);
  });

  it('keeps labels with commas and quotes whole, and ends each section with its total row', () => {
    expect(lines[4]?.[0]).toBe('State school, "non-selective"');
    expect(lines[6]).toEqual(['All candidates', '29', '15', '11', '5', '16', '76']);
  });

  it('writes shares as percentages and marks adverse impact in words', () => {
    expect(lines).toContainEqual(['State school', '55', '20% (adverse impact)']);
    expect(lines).toContainEqual(['Independent school', '21', '28.6%']);
  });

  it('ends with the legend lines after a blank line', () => {
    expect(lines.slice(-3)).toEqual([
      [''],
      ['Groups of fewer than 5 people show as “fewer than 5”.'],
      ['Withheld: hidden to protect them.'],
    ]);
  });
});
