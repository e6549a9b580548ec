import { describe, expect, it } from 'vitest';
import { formatReportFigure } from './format-report-figure.ts';

const table = { locale: 'en-GB', grouping: true };
const csv = { locale: 'en-GB', grouping: false };
const hidden = { suppressed: 'fewer than 5', withheld: 'withheld' };

describe('formatReportFigure', () => {
  it('writes people as whole numbers, grouped in a table and plain in a CSV', () => {
    expect(formatReportFigure(12345, 'people', hidden, table)).toBe('12,345');
    expect(formatReportFigure(12345, 'people', hidden, csv)).toBe('12345');
  });

  it('writes shares as percentages with one decimal and ratios to two places', () => {
    expect(formatReportFigure(0.4567, 'share', hidden, table)).toBe('45.7%');
    expect(formatReportFigure(0.5, 'share', hidden, table)).toBe('50%');
    expect(formatReportFigure(0.8, 'ratio', hidden, table)).toBe('0.80');
  });

  it('writes days with one decimal', () => {
    expect(formatReportFigure(12, 'days', hidden, table)).toBe('12.0');
    expect(formatReportFigure(3.456, 'days', hidden, table)).toBe('3.5');
  });

  it('writes each hidden figure in its own words and nothing for a missing figure', () => {
    const tenOrMore = { suppressed: 'fewer than 10', withheld: 'withheld' };
    expect(formatReportFigure('suppressed', 'people', tenOrMore, table)).toBe('fewer than 10');
    expect(formatReportFigure('withheld', 'people', tenOrMore, table)).toBe('withheld');
    expect(formatReportFigure('withheld', 'share', tenOrMore, csv)).toBe('withheld');
    expect(formatReportFigure(null, 'share', hidden, table)).toBe('');
  });
});
