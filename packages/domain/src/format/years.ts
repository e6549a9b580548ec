// Year lists and the academic-year cutoff of spec §9, read in UTC.

export const yearListAheadOptions = [2, 4, 9] as const;
export type YearListAhead = (typeof yearListAheadOptions)[number];

export type ListYearsOptions = { ahead?: YearListAhead; back?: number };

/** Years from the current year plus `ahead` (default 2) down to the current year minus `back` (default 50). */
export function listYears(now: Date, { ahead = 2, back = 50 }: ListYearsOptions = {}): number[] {
  const first = now.getUTCFullYear() + ahead;
  return Array.from({ length: ahead + back + 1 }, (_, index) => first - index);
}

// September is month index 8.
const academicYearStartMonthIndex = 8;

/** Before September the academic year is the one that started in the previous calendar year. */
export function resolveAcademicYear(now: Date): number {
  const year = now.getUTCFullYear();
  return now.getUTCMonth() < academicYearStartMonthIndex ? year - 1 : year;
}
