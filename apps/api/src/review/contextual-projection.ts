import type { ContextualFlag, ContextualFlagKey, ContextualProfile } from '@shortlist/domain/contextual';
import { contextualFlags, contextualFlagsOn } from '@shortlist/domain/contextual';
import type { Executor } from '../db/database.ts';
import type { SchoolPerformanceTable } from './school-performance.ts';
import { loadSchoolPerformance, lookupIn, schoolValuesOf } from './school-performance.ts';

// Contextual recruitment (issue 13): the rules live in @shortlist/domain/contextual; here the API feeds them
// the school performance they need. The flags are always read from the whole profile, before anything is
// withheld from a reply, so hiding an answer never hides the context it gives.

/** The flags that are on, for candidate_profiles.contextual_flags, written with every profile write. */
export async function contextualFlagsFor(
  executor: Executor,
  profile: Record<string, unknown>,
): Promise<ContextualFlagKey[]> {
  const table = await loadSchoolPerformance(executor, schoolValuesOf(profile));
  return contextualFlagsOn(profile as ContextualProfile, lookupIn(table));
}

/** The same, with the school performance already loaded (the seed's bulk profiles). */
export function contextualFlagsWith(
  table: SchoolPerformanceTable,
  profile: Record<string, unknown>,
): ContextualFlagKey[] {
  return contextualFlagsOn(profile as ContextualProfile, lookupIn(table));
}

/** Every flag the profile supports, on or off, with its evidence: a record's contextual panel. */
export async function recordContextualFlags(
  executor: Executor,
  profile: Record<string, unknown>,
): Promise<ContextualFlag[]> {
  const table = await loadSchoolPerformance(executor, schoolValuesOf(profile));
  return contextualFlags(profile as ContextualProfile, lookupIn(table));
}
