import type { ALevelGrade } from './a-level-points.ts';
import { averageALevelPoints, readALevelGrades } from './a-level-points.ts';
import type { ContextualProfile, SchoolPerformanceLookup } from './contextual-profile.ts';
import { normalCdf } from './normal-distribution.ts';
import type { ContextualFlag, SchoolPerformance } from './types.ts';

/** A candidate in the top 10% of their school's A-level entrants outperformed it. */
export const outperformancePercentile = 90;

/**
 * The share (0-99, whole) of the school's A-level entrants below the candidate's average points, taking the
 * school's results as normal: 100 × Φ((candidate average − school average) / spread), rounded.
 */
export function schoolPercentile(candidateAveragePoints: number, school: SchoolPerformance): number {
  const percentile = Math.round(
    100 * normalCdf((candidateAveragePoints - school.averagePoints) / school.spread),
  );
  // A model of the school cannot say the candidate beat every entrant, so the best is the top 1%.
  return Math.min(percentile, 99);
}

const isUsablePerformance = (performance: SchoolPerformance | null): performance is SchoolPerformance =>
  performance !== null &&
  Number.isFinite(performance.averagePoints) &&
  Number.isFinite(performance.spread) &&
  performance.spread > 0;

type PlacedSchool = { name: string; grades: ALevelGrade[]; average: number; performance: SchoolPerformance };

// The first school entry with both performance data and A-level grades; a candidate rarely has two.
function findPlacedSchool(profile: ContextualProfile, lookup: SchoolPerformanceLookup): PlacedSchool | null {
  for (const school of profile.schools ?? []) {
    const value = typeof school?.schoolValue === 'string' ? school.schoolValue.trim() : '';
    if (value === '') continue;
    const performance = lookup(value);
    const grades = readALevelGrades(school.qualifications);
    const average = averageALevelPoints(grades);
    if (!isUsablePerformance(performance) || average === null) continue;
    const name =
      typeof school.schoolName === 'string' && school.schoolName.trim() ? school.schoolName : value;
    return { name: name.trim(), grades, average, performance };
  }
  return null;
}

// schoolOutperformance: on when the candidate's A-level average puts them at or above the school's 90th percentile.
export function schoolOutperformanceFlag(
  profile: ContextualProfile,
  lookup: SchoolPerformanceLookup | undefined,
): ContextualFlag | null {
  if (!lookup) return null;
  const placed = findPlacedSchool(profile, lookup);
  if (!placed) return null;
  const percentile = schoolPercentile(placed.average, placed.performance);
  return {
    key: 'schoolOutperformance',
    on: percentile >= outperformancePercentile,
    percentile,
    evidence: [
      { question: 'school', answer: placed.name },
      { question: 'aLevelGrades', answer: placed.grades.join(', ') },
      { question: 'schoolAveragePoints', answer: placed.performance.averagePoints },
    ],
  };
}
