import { describe, expect, it } from 'vitest';
import { reportDateRangeLabels, reportDateRanges, resolveReportDateRange } from './report-date-ranges.ts';

const now = new Date('2024-03-31T15:30:00.000Z');

describe('reportDateRanges', () => {
  it('labels every range', () => {
    expect(reportDateRanges.map((range) => reportDateRangeLabels[range])).toEqual([
      'Last 30 days',
      'Last 60 days',
      'Last 90 days',
      'Last 12 months',
      'Custom',
      'All time',
    ]);
  });
});

describe('resolveReportDateRange', () => {
  it.each([
    ['LAST_30_DAYS', '2024-03-01T00:00:00.000Z'],
    ['LAST_60_DAYS', '2024-01-31T00:00:00.000Z'],
    ['LAST_90_DAYS', '2024-01-01T00:00:00.000Z'],
    ['LAST_12_MONTHS', '2023-03-31T00:00:00.000Z'],
  ] as const)('runs %s from %s up to now', (range, from) => {
    expect(resolveReportDateRange(range, now)).toEqual({ from: new Date(from), to: now });
  });

  it('starts last 12 months on 28 February when today is 29 February', () => {
    const leapDay = new Date('2024-02-29T08:00:00.000Z');
    expect(resolveReportDateRange('LAST_12_MONTHS', leapDay)?.from.toISOString()).toBe(
      '2023-02-28T00:00:00.000Z',
    );
  });

  it('uses the UTC calendar day just after midnight UTC', () => {
    const justAfterMidnight = new Date('2024-03-31T00:00:01.000Z');
    expect(resolveReportDateRange('LAST_30_DAYS', justAfterMidnight)?.from.toISOString()).toBe(
      '2024-03-01T00:00:00.000Z',
    );
  });

  it('does not limit all time', () => {
    expect(resolveReportDateRange('ALL_TIME', now)).toBeNull();
  });

  it('uses the custom bounds as given', () => {
    const from = new Date('2024-01-10T00:00:00.000Z');
    const to = new Date('2024-02-10T00:00:00.000Z');
    expect(resolveReportDateRange('CUSTOM', now, { from, to })).toEqual({ from, to });
  });

  it('swaps inverted custom bounds', () => {
    const early = new Date('2024-01-10T00:00:00.000Z');
    const late = new Date('2024-02-10T00:00:00.000Z');
    expect(resolveReportDateRange('CUSTOM', now, { from: late, to: early })).toEqual({
      from: early,
      to: late,
    });
  });

  it.each([
    ['no bounds', undefined],
    ['only a start', { from: new Date('2024-01-10T00:00:00.000Z') }],
    ['only an end', { to: new Date('2024-01-10T00:00:00.000Z') }],
  ])('does not limit a custom range with %s', (_name, custom) => {
    expect(resolveReportDateRange('CUSTOM', now, custom)).toBeNull();
  });

  it('returns dates the caller can change without touching now', () => {
    const range = resolveReportDateRange('LAST_30_DAYS', now);
    range?.to.setUTCFullYear(2000);
    expect(now.toISOString()).toBe('2024-03-31T15:30:00.000Z');
  });
});
