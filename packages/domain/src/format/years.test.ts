import { describe, expect, it } from 'vitest';
import { listYears, resolveAcademicYear } from './years.ts';

const now = new Date('2024-06-15T12:00:00.000Z');

describe('listYears', () => {
  it('runs from two years ahead down to fifty years back by default', () => {
    const years = listYears(now);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1974);
    expect(years).toHaveLength(53);
  });

  it('lists every year once in descending order', () => {
    const years = listYears(now);
    expect(years.every((year, index) => index === 0 || year === (years[index - 1] ?? 0) - 1)).toBe(true);
  });

  it.each([
    [2, 2026],
    [4, 2028],
    [9, 2033],
  ] as const)('starts %i years ahead at %i', (ahead, first) => {
    expect(listYears(now, { ahead })[0]).toBe(first);
  });

  it('honours a shorter look-back', () => {
    expect(listYears(now, { back: 1 })).toEqual([2026, 2025, 2024, 2023]);
  });

  it('reads the year in UTC', () => {
    expect(listYears(new Date('2023-12-31T23:30:00.000Z'))[0]).toBe(2025);
    expect(listYears(new Date('2024-01-01T00:00:00.000Z'))[0]).toBe(2026);
  });
});

describe('resolveAcademicYear', () => {
  it.each([
    ['2024-01-01T00:00:00.000Z', 2023],
    ['2024-08-31T23:59:59.999Z', 2023],
    ['2024-09-01T00:00:00.000Z', 2024],
    ['2024-12-31T23:59:59.999Z', 2024],
  ])('gives %s the academic year %i', (iso, expected) => {
    expect(resolveAcademicYear(new Date(iso))).toBe(expected);
  });
});
