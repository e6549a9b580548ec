import { describe, expect, it } from 'vitest';
import { formatReportFigure } from './format-report-figure.ts';

const table = { locale: 'en-GB', grouping: true };
const csv = { locale: 'en-GB', grouping: false };

describe('formatReportFigure', () => {
  it('writes people as whole numbers, grouped in a table and plain in a CSV', () => {
    expect(formatReportFigure(12345, 'people', 'fewer than 5', table)).toBe('12,345');
    expect(formatReportFigure(12345, 'people', 'fewer than 5', csv)).toBe('12345');
  });

  it('writes shares as percentages with one decimal and ratios to two places', () => {
    expect(formatReportFigure(0.4567, 'share', 'fewer than 5', table)).toBe('45.7%');
    expect(formatReportFigure(0.5, 'share', 'fewer than 5', table)).toBe('50%');
    expect(formatReportFigure(0.8, 'ratio', 'fewer than 5', table)).toBe('0.80');
  });

  it('writes days with one decimal', () => {
    expect(formatReportFigure(12, 'days', 'fewer than 5', table)).toBe('12.0');
    expect(formatReportFigure(3.456, 'days', 'fewer than 5', table)).toBe('3.5');
  });

  it('writes a suppressed group in the given words and nothing for a missing figure', () => {
    expect(formatReportFigure('suppressed', 'people', 'fewer than 10', table)).toBe('fewer than 10');
    expect(formatReportFigure(null, 'share', 'fewer than 5', table)).toBe('');
  });
});
