import { and, count, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { loginFailures } from '../db/schema/index.ts';
import { tooManyAttempts } from '../shared/failures.ts';

const windowMs = 15 * 60 * 1000;
// An account gets few tries; an address many, since offices and universities share one.
const limits = { account: 5, address: 30 } as const;

export interface LoginSubjects {
  account: string;
  address: string;
}

export function loginSubjects(email: string, ip: string): LoginSubjects {
  return { account: `account:${email.trim().toLowerCase()}`, address: `address:${ip}` };
}

/** Refuses with 429 while an account or an address has failed too often in the last 15 minutes. */
export async function assertNotThrottled(executor: Executor, subjects: LoginSubjects): Promise<void> {
  const since = new Date(Date.now() - windowMs);
  const rows = await executor
    .select({ subject: loginFailures.subject, failures: count() })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.subject, [subjects.account, subjects.address]),
        gt(loginFailures.failedAt, since),
      ),
    )
    .groupBy(loginFailures.subject);
  const failuresOf = (subject: string) => rows.find((row) => row.subject === subject)?.failures ?? 0;
  if (failuresOf(subjects.account) >= limits.account || failuresOf(subjects.address) >= limits.address) {
    throw tooManyAttempts('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  }
}

export async function recordLoginFailure(executor: Executor, subjects: LoginSubjects): Promise<void> {
  await executor.insert(loginFailures).values([{ subject: subjects.account }, { subject: subjects.address }]);
}

export async function clearLoginFailures(executor: Executor, subjects: LoginSubjects): Promise<void> {
  await executor.delete(loginFailures).where(inArray(loginFailures.subject, [subjects.account]));
}
