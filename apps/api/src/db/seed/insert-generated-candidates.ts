import { contextualFlagsWith } from '../../review/contextual-projection.ts';
import { loadSchoolPerformance } from '../../review/school-performance.ts';
import type { Executor } from '../database.ts';
import { candidateProfiles, users } from '../schema/index.ts';
import { generateCandidate } from './generated-candidates.ts';

const insertBatch = 1000;

/**
 * Inserts generated candidates number `from` to `from + count - 1` with their profiles, in batches, and
 * returns their user ids in that order. They cannot sign in (no password); they fill lists and searches.
 */
export async function insertGeneratedCandidates(
  tx: Executor,
  { from, count }: { from: number; count: number },
): Promise<number[]> {
  const userIds: number[] = [];
  // One query for every school's performance, then each profile's contextual flags as it is inserted.
  const schoolPerformance = await loadSchoolPerformance(tx);
  for (let start = from; start < from + count; start += insertBatch) {
    const people = Array.from({ length: Math.min(insertBatch, from + count - start) }, (_, offset) =>
      generateCandidate(start + offset),
    );
    const rows = await tx
      .insert(users)
      .values(
        people.map((person) => ({
          email: person.email,
          userType: 'CANDIDATE' as const,
          firstName: person.firstName,
          lastName: person.lastName,
          candidateStatus: 'ACTIVE' as const,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    userIds.push(...rows.map((row) => row.id));
    await tx.insert(candidateProfiles).values(
      rows.map((row, index) => {
        const profile = people[index]?.profile ?? {};
        return { userId: row.id, profile, contextualFlags: contextualFlagsWith(schoolPerformance, profile) };
      }),
    );
  }
  return userIds;
}
