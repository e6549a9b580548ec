import type { ContextualQualification } from './contextual-profile.ts';

/** UCAS tariff points of an A-level grade (the 2017 tariff). U gains none but is still an entry. */
export const aLevelTariffPoints = {
  'A*': 56,
  A: 48,
  B: 40,
  C: 32,
  D: 24,
  E: 16,
  U: 0,
} as const;
export type ALevelGrade = keyof typeof aLevelTariffPoints;

// 'A level', 'A-level', 'A Levels', 'GCE A-level' and the QUALIFICATION_TYPE id 201 all name an A-level.
function isALevel(qualificationType: string | null | undefined): boolean {
  if (typeof qualificationType !== 'string') return false;
  const letters = qualificationType.toLowerCase().replace(/[^a-z0-9]/g, '');
  return ['alevel', 'alevels', 'gcealevel', 'gcealevels', '201'].includes(letters);
}

function readALevelGrade(grade: string | null | undefined): ALevelGrade | null {
  if (typeof grade !== 'string') return null;
  const answer = grade.trim().toUpperCase();
  return answer in aLevelTariffPoints ? (answer as ALevelGrade) : null;
}

/** The A-level grades among a school's qualifications, in the order given; other qualifications are skipped. */
export function readALevelGrades(
  qualifications: ReadonlyArray<ContextualQualification> | null | undefined,
): ALevelGrade[] {
  return (qualifications ?? [])
    .filter((qualification) => isALevel(qualification.qualificationType))
    .map((qualification) => readALevelGrade(qualification.grade))
    .filter((grade): grade is ALevelGrade => grade !== null);
}

/** Average tariff points per A-level entry, or null without any. */
export function averageALevelPoints(grades: readonly ALevelGrade[]): number | null {
  if (grades.length === 0) return null;
  const total = grades.reduce((sum, grade) => sum + aLevelTariffPoints[grade], 0);
  return total / grades.length;
}
