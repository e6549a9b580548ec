type Year = number | string | null | undefined;

export type RecentGraduateProfile = {
  universities?: ReadonlyArray<{
    universityType?: unknown;
    universityStartYear?: Year;
    universityGraduationYear?: Year;
  }> | null;
  sixthFormSchoolCompletedYear?: Year;
  secondarySchoolCompletedYear?: Year;
};

/** Year windows of the recent-graduate flag (spec §5), inclusive. */
export const recentGraduateYears = {
  graduation: { from: 2020, to: 2024 },
  // A degree started in 2022 and ending in 2025 also counts (spec §5).
  lateGraduation: { start: 2022, graduation: 2025 },
  sixthForm: { from: 2020, to: 2023 },
  secondarySchool: { from: 2020, to: 2023 },
} as const;

// Years may arrive as strings from year dropdowns; anything not a whole number is treated as absent.
function readYear(year: Year): number | null {
  const value = typeof year === 'string' ? Number(year.trim()) : year;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

function isYearBetween(year: Year, window: { from: number; to: number }): boolean {
  const value = readYear(year);
  return value !== null && value >= window.from && value <= window.to;
}

/**
 * True when any university graduation falls in 2020-2024 (or started 2022 and ends 2025), or sixth form
 * or secondary school was completed in 2020-2023. Decision: universityType does not matter.
 */
export function isRecentGraduate(profile: RecentGraduateProfile): boolean {
  const { graduation, lateGraduation, sixthForm, secondarySchool } = recentGraduateYears;
  const fromUniversity = (profile.universities ?? []).some(
    (university) =>
      isYearBetween(university.universityGraduationYear, graduation) ||
      (readYear(university.universityStartYear) === lateGraduation.start &&
        readYear(university.universityGraduationYear) === lateGraduation.graduation),
  );
  return (
    fromUniversity ||
    isYearBetween(profile.sixthFormSchoolCompletedYear, sixthForm) ||
    isYearBetween(profile.secondarySchoolCompletedYear, secondarySchool)
  );
}
