import type { SQL } from 'drizzle-orm';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { outbox } from '../db/schema/index.ts';
import { isTextTo } from '../messaging/mobile-recipients.ts';

/**
 * The outbox rows addressed to a person: emails to their sign-in or contact address (any case) and texts to
 * their mobile.
 */
export function messagesTo(person: {
  email: string;
  contactEmail?: string | null;
  mobile: string | null;
}): SQL {
  const addresses = [person.email, person.contactEmail ?? person.email].map((email) => email.toLowerCase());
  const byEmail = and(
    eq(outbox.channel, 'EMAIL'),
    inArray(sql`lower(${outbox.recipient})`, [...new Set(addresses)]),
  );
  const bySms = person.mobile ? isTextTo(person.mobile) : undefined;
  return or(byEmail, bySms) ?? sql`false`;
}
