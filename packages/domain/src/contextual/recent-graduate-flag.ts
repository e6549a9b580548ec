import { isRecentGraduate } from '../validation/recent-graduate.ts';
import { readYearAnswer } from './answers.ts';
import type { ContextualProfile } from './contextual-profile.ts';
import type { ContextualEvidence, ContextualFlag } from './types.ts';

// The years isRecentGraduate reads, as evidence: each university's start and graduation, sixth form, secondary.
function yearEvidence(profile: ContextualProfile): ContextualEvidence[] {
  const evidence: ContextualEvidence[] = [];
  const add = (question: string, value: unknown) => {
    const year = readYearAnswer(value);
    if (year !== null) evidence.push({ question, answer: year });
  };
  for (const university of profile.universities ?? []) {
    add('universityStartYear', university?.universityStartYear);
    add('universityGraduationYear', university?.universityGraduationYear);
  }
  add('sixthFormSchoolCompletedYear', profile.sixthFormSchoolCompletedYear);
  add('secondarySchoolCompletedYear', profile.secondarySchoolCompletedYear);
  return evidence;
}

// recentGraduate: on when isRecentGraduate (spec §5) holds for the years given; absent without any year.
export function recentGraduateFlag(profile: ContextualProfile): ContextualFlag | null {
  const evidence = yearEvidence(profile);
  if (evidence.length === 0) return null;
  return { key: 'recentGraduate', on: isRecentGraduate(profile), evidence };
}
