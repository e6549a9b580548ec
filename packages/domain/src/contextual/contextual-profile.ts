import type { RecentGraduateProfile } from '../validation/recent-graduate.ts';
import type { SchoolPerformance } from './types.ts';

// Loose on purpose: the API passes a profile as stored (JSON), so every field may be missing or odd.

/** One qualification of a school entry, e.g. { qualificationType: 'A-level', subject: 'History', grade: 'A*' }. */
export type ContextualQualification = {
  qualificationType?: string | null;
  subject?: string | null;
  grade?: string | null;
};

/** A school entry: its SCHOOL reference value (for performance data) and the grades gained there. */
export type ContextualSchool = {
  schoolValue?: string | null;
  schoolName?: string | null;
  qualifications?: ReadonlyArray<ContextualQualification> | null;
};

/** The parts of a candidate profile (schemas/candidate.ts) the contextual flags read. */
export type ContextualProfile = RecentGraduateProfile & {
  socialMobility?: Readonly<Record<string, unknown>> | null;
  schools?: ReadonlyArray<ContextualSchool> | null;
};

/** The performance data of a school, by its SCHOOL reference value; null when there is none. */
export type SchoolPerformanceLookup = (schoolValue: string) => SchoolPerformance | null;
