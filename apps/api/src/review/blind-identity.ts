import type { SQL } from 'drizzle-orm';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidates, users } from '../db/schema/index.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { blindCondition, blindStageIdsOf } from './blind-review.ts';

// Blind review where a reply is about a person rather than one application (issue 31): schedules, bookings,
// contact history, event registrations and sessions. The rule is blind-review.ts's; this file says, for a
// manager's reply, whether the person behind it is blind and what of them is withheld.

/** The blind rule as a column of a select that joins `candidates`: true where the application is blind. */
export function blindApplicationColumn(blindStageIds: readonly number[]): SQL<boolean> {
  return sql<boolean>`${blindCondition(blindStageIds, 'candidates')}`;
}

/** Who is blind in an organisation's replies: people with an application at a blind stage, by id and email. */
export interface BlindPeople {
  userIds: ReadonlySet<number>;
  /** Their sign-in and contact emails, lower-cased, for records kept by email (event registrations). */
  emails: ReadonlySet<string>;
}

/**
 * The people of the organisation whose identity a manager may not read now: any live application of theirs
 * there is at a blind stage and not revealed (one blind application is enough: a name would tie them to it).
 */
export async function blindPeopleOf(executor: Executor, organizationId: number): Promise<BlindPeople> {
  const blindStageIds = await blindStageIdsOf(executor, organizationId);
  if (blindStageIds.length === 0) return { userIds: new Set(), emails: new Set() };
  const rows = await executor
    .selectDistinct({ userId: users.id, email: users.email, contactEmail: users.contactEmail })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(
      and(
        eq(candidates.organizationId, organizationId),
        isNull(candidates.deletedAt),
        blindCondition(blindStageIds, 'candidates'),
      ),
    );
  return {
    userIds: new Set(rows.map((row) => row.userId)),
    emails: new Set(
      rows.flatMap((row) => [row.email, row.contactEmail ?? row.email].map((email) => email.toLowerCase())),
    ),
  };
}

/** Whether a record of a person (by account, or by the email it was made with) is blind. */
export function isBlindPerson(
  people: BlindPeople,
  record: { userId: number | null; email: string },
): boolean {
  return (
    (record.userId !== null && people.userIds.has(record.userId)) ||
    people.emails.has(record.email.toLowerCase())
  );
}

/** Whether the viewer reads the application as a reviewer: the person themselves is never blind to themselves. */
export function readsAsReviewer(viewer: UserRow, personUserId: number): boolean {
  return viewer.id !== personUserId;
}

/** A view with the person's names and email withheld, marked blind so a screen can say why. */
export function withoutIdentity<View extends { email: unknown; firstName: unknown; lastName: unknown }>(
  view: View,
  blind: boolean,
): View & { blind: boolean } {
  return blind ? { ...view, email: null, firstName: null, lastName: null, blind } : { ...view, blind };
}
