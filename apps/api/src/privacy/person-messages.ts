import type { SQL } from 'drizzle-orm';
import { and, eq, or, sql } from 'drizzle-orm';
import { outbox } from '../db/schema/index.ts';
import { isTextTo } from '../messaging/mobile-recipients.ts';

/** The outbox rows addressed to a person: emails to their address (any case) and texts to their mobile. */
export function messagesTo(person: { email: string; mobile: string | null }): SQL {
  const byEmail = and(
    eq(outbox.channel, 'EMAIL'),
    sql`lower(${outbox.recipient}) = ${person.email.toLowerCase()}`,
  );
  const bySms = person.mobile ? isTextTo(person.mobile) : undefined;
  return or(byEmail, bySms) ?? sql`false`;
}
