import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { reviewSettingsOf } from './review-settings.ts';

// Blind review (issue 13): at the stages a manager admin marks blind, who a candidate is stays hidden from
// every reviewer (list, record, documents, exports, reviewer links) until a manager admin reveals the
// application. One rule, here, for every reply that carries a candidate.

/** The organisation's blind-review stages, as its settings read them. */
export async function blindStageIdsOf(executor: Executor, organizationId: number): Promise<number[]> {
  return (await reviewSettingsOf(executor, organizationId)).blindStageIds;
}

/** Whether an application is blind now: at a blind stage and not revealed. */
export function isBlind(
  application: { stageId: number; revealedAt: Date | null },
  blindStageIds: readonly number[],
): boolean {
  return application.revealedAt === null && blindStageIds.includes(application.stageId);
}

/**
 * The same rule in SQL over an application aliased `alias` (c in the search queries), for lists and
 * exports: true where the row is blind.
 */
export function blindCondition(blindStageIds: readonly number[], alias = 'c'): SQL {
  if (blindStageIds.length === 0) return sql`false`;
  const ids = sql.join(
    blindStageIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(${sql.raw(alias)}.revealed_at is null and ${sql.raw(alias)}.stage_id in (${ids}))`;
}

/** The profile with what identifies the person removed: school and university names; answers stay. */
export function blindProfile(profile: Record<string, unknown>): Record<string, unknown> {
  const withoutNames = (entries: unknown, keys: readonly string[]) =>
    Array.isArray(entries)
      ? entries.map((entry) =>
          entry && typeof entry === 'object'
            ? Object.fromEntries(Object.entries(entry).filter(([key]) => !keys.includes(key)))
            : entry,
        )
      : entries;
  return {
    ...profile,
    universities: withoutNames(profile.universities, ['universityId', 'universityName']),
    schools: withoutNames(profile.schools, ['schoolId', 'schoolValue', 'schoolName']),
    postcode: null,
  };
}
