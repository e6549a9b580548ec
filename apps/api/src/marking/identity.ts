import type { IdentifyingText } from '@shortlist/domain/assessment';
import { and, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidateProfiles, referenceItems, users } from '../db/schema/index.ts';

// What identifies each candidate of a round, so a marker reads their answers with it withheld: their names and
// emails, the schools and universities their profile names (by the name typed, and by the reference list's label
// of the value chosen), their mobile and postcode.

const textsOf = (entries: unknown, keys: readonly string[]): string[] =>
  Array.isArray(entries)
    ? entries.flatMap((entry) =>
        entry && typeof entry === 'object'
          ? keys.flatMap((key) => {
              const value = (entry as Record<string, unknown>)[key];
              return typeof value === 'string' && value.trim() !== '' ? [value] : [];
            })
          : [],
      )
    : [];

/** Identifying text per person (by user id). */
export async function identifyingTextOf(
  executor: Executor,
  userIds: readonly number[],
): Promise<Map<number, IdentifyingText>> {
  if (userIds.length === 0) return new Map();
  const ids = [...new Set(userIds)];
  const people = await executor.select().from(users).where(inArray(users.id, ids));
  const profiles = await executor
    .select({ userId: candidateProfiles.userId, profile: candidateProfiles.profile })
    .from(candidateProfiles)
    .where(inArray(candidateProfiles.userId, ids));
  const profileOf = new Map(profiles.map((row) => [row.userId, row.profile]));
  const values = profiles.flatMap((row) => [
    ...textsOf(row.profile.schools, ['schoolValue']),
    ...textsOf(row.profile.universities, ['universityValue']),
  ]);
  const labels =
    values.length === 0
      ? []
      : await executor
          .select({ type: referenceItems.type, value: referenceItems.value, label: referenceItems.label })
          .from(referenceItems)
          .where(
            and(
              inArray(referenceItems.type, ['SCHOOL', 'UNIVERSITY']),
              inArray(referenceItems.value, [...new Set(values)]),
            ),
          );
  const labelOf = (type: string, value: string) =>
    labels.filter((row) => row.type === type && row.value === value).map((row) => row.label);
  return new Map(
    people.map((person) => {
      const profile = profileOf.get(person.id) ?? {};
      const schoolValues = textsOf(profile.schools, ['schoolValue']);
      const universityValues = textsOf(profile.universities, ['universityValue']);
      return [
        person.id,
        {
          names: [person.firstName, person.lastName, person.preferredName ?? ''],
          emails: [person.email, person.contactEmail ?? '', person.anonymousEmail ?? ''],
          schools: [
            ...textsOf(profile.schools, ['schoolName']),
            ...schoolValues.flatMap((value) => labelOf('SCHOOL', value)),
          ],
          universities: [
            ...textsOf(profile.universities, ['universityName']),
            ...universityValues.flatMap((value) => labelOf('UNIVERSITY', value)),
          ],
          other: [person.mobile ?? '', typeof profile.postcode === 'string' ? profile.postcode : ''],
        },
      ];
    }),
  );
}
