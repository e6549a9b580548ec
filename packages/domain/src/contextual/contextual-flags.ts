import { answerFlags } from './answer-flags.ts';
import type { ContextualProfile, SchoolPerformanceLookup } from './contextual-profile.ts';
import { recentGraduateFlag } from './recent-graduate-flag.ts';
import { schoolOutperformanceFlag } from './school-outperformance.ts';
import type { ContextualFlag, ContextualFlagKey, SchoolPerformance } from './types.ts';
import { contextualFlagKeys } from './types.ts';

/**
 * The flags the candidate's own answers support, in contextualFlagKeys order, each on or off with the answers
 * behind it. A flag whose question is unanswered (or withheld) is left out rather than shown as off.
 * schoolPerformance gives a school's A-level results by its SCHOOL value; without it there is no
 * schoolOutperformance flag.
 */
export function contextualFlags(
  profile: ContextualProfile,
  schoolPerformance?: (schoolValue: string) => SchoolPerformance | null,
): ContextualFlag[] {
  const lookup: SchoolPerformanceLookup | undefined = schoolPerformance;
  const flags: Partial<Record<ContextualFlagKey, ContextualFlag | null>> = {
    ...answerFlags(profile),
    recentGraduate: recentGraduateFlag(profile),
    schoolOutperformance: schoolOutperformanceFlag(profile, lookup),
  };
  return contextualFlagKeys
    .map((key) => flags[key] ?? null)
    .filter((flag): flag is ContextualFlag => flag !== null);
}

/** The keys of the flags that are on, in contextualFlagKeys order (the API stores these for lists and filters). */
export function contextualFlagsOn(
  profile: ContextualProfile,
  schoolPerformance?: (schoolValue: string) => SchoolPerformance | null,
): ContextualFlagKey[] {
  return contextualFlags(profile, schoolPerformance)
    .filter((flag) => flag.on)
    .map((flag) => flag.key);
}
