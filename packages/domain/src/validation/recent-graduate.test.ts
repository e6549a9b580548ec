import { describe, expect, it } from 'vitest';
import { isRecentGraduate } from './recent-graduate.ts';

const withUniversity = (
  universityStartYear: number | string | null,
  universityGraduationYear: number | string | null,
) => ({
  universities: [{ universityType: 'UK', universityStartYear, universityGraduationYear }],
});

describe('isRecentGraduate', () => {
  it.each([
    [2019, false],
    [2020, true],
    [2024, true],
    [2025, false],
  ])('university graduation %i -> %s', (year, expected) => {
    expect(isRecentGraduate(withUniversity(2016, year))).toBe(expected);
  });

  it.each([
    [2022, 2025, true],
    [2021, 2025, false],
    [2023, 2025, false],
    [2022, 2026, false],
  ])('university start %i and graduation %i -> %s', (start, graduation, expected) => {
    expect(isRecentGraduate(withUniversity(start, graduation))).toBe(expected);
  });

  it.each([
    [2019, false],
    [2020, true],
    [2023, true],
    [2024, false],
  ])('sixth form completed %i -> %s', (year, expected) => {
    expect(isRecentGraduate({ sixthFormSchoolCompletedYear: year })).toBe(expected);
  });

  it.each([
    [2019, false],
    [2020, true],
    [2023, true],
    [2024, false],
  ])('secondary school completed %i -> %s', (year, expected) => {
    expect(isRecentGraduate({ secondarySchoolCompletedYear: year })).toBe(expected);
  });

  it('is true when any one of several universities qualifies', () => {
    expect(
      isRecentGraduate({
        universities: [
          { universityStartYear: 2010, universityGraduationYear: 2013 },
          { universityStartYear: 2019, universityGraduationYear: 2022 },
        ],
      }),
    ).toBe(true);
  });

  it('reads years given as strings', () => {
    expect(isRecentGraduate(withUniversity('2022', '2025'))).toBe(true);
    expect(isRecentGraduate({ sixthFormSchoolCompletedYear: '2021' })).toBe(true);
  });

  it('is false for an empty profile or unreadable years', () => {
    expect(isRecentGraduate({})).toBe(false);
    expect(isRecentGraduate({ universities: null, secondarySchoolCompletedYear: 'soon' })).toBe(false);
    expect(isRecentGraduate(withUniversity(null, null))).toBe(false);
  });
});
