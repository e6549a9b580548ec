import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';

const windowMs = 60 * 60 * 1000;

/** Emails of one kind an address may receive in an hour; more requests are accepted but send nothing. */
export const hourlyMessageLimits = {
  'password-reset': 3,
  'magic-sign-in': 3,
  'organization-code': 5,
  // A verification link sent again at the candidate's request (issue 31).
  'email-verification': 3,
} as const;

export type ThrottledTemplate = keyof typeof hourlyMessageLimits;

/**
 * True while the address has had fewer than the hourly limit of this template. Counted from the outbox,
 * which keeps every message, so no separate counter can drift from what was really sent.
 */
export async function mayReceiveAnother(
  executor: Executor,
  recipient: string,
  template: ThrottledTemplate,
): Promise<boolean> {
  const [row] = await executor
    .select({ sent: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.recipient, recipient),
        eq(outbox.template, template),
        gt(outbox.createdAt, new Date(Date.now() - windowMs)),
      ),
    );
  return (row?.sent ?? 0) < hourlyMessageLimits[template];
}
