import type { SQL } from 'drizzle-orm';
import { and, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { users } from '../db/schema/index.ts';

// A person has one sign-in email (theirs to change) and, when a manager corrected it, a contact email where
// messages about their applications go (issue 31). Account messages (verification, reset, sign-in links and
// codes) always go to the sign-in email; every other message to a candidate goes to the contact email.

/** Where a message about an application goes. */
export function contactEmailOf(person: { email: string; contactEmail: string | null }): string {
  return person.contactEmail ?? person.email;
}

/** The same in SQL, for selects that address messages. */
export const contactEmailColumn: SQL<string> = sql<string>`coalesce(${users.contactEmail}, ${users.email})`;

/** The value to store for a manager's correction: null when it is the sign-in email again. */
export function contactEmailToStore(email: string, person: { email: string }): string | null {
  const corrected = email.trim().toLowerCase();
  return corrected === person.email.toLowerCase() ? null : corrected;
}

/** Whether another account signs in with the address or is reached at it. */
export async function isAnotherPersonsEmail(
  executor: Executor,
  email: string,
  userId: number,
): Promise<boolean> {
  const lower = email.toLowerCase();
  const [other] = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        or(sql`lower(${users.email}) = ${lower}`, sql`lower(${users.contactEmail}) = ${lower}`),
      ),
    )
    .limit(1);
  return other !== undefined;
}
