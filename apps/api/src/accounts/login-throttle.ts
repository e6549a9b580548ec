import { and, count, eq, gt, inArray, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { loginFailures } from '../db/schema/index.ts';
import { tooManyAttempts } from '../shared/failures.ts';

const windowMs = 15 * 60 * 1000;
// An account and address pair gets few tries; an address many, since offices and universities share one.
// The account's own count (every address) never locks it: past its limit a correct password needs a code too.
const limits = { pair: 5, address: 30, account: 5 } as const;

export const loginThrottleMessages = {
  tooMany: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
} as const;

/** What an attempt is counted against: the account from this address, the address, the account anywhere. */
export interface LoginSubjects {
  pair: string;
  address: string;
  account: string;
}

export function loginSubjects(email: string, ip: string): LoginSubjects {
  const account = email.trim().toLowerCase();
  return { pair: `pair:${account}|${ip}`, address: `address:${ip}`, account: `account:${account}` };
}

/** An attempt counted before its password was checked; a success takes it back. */
export interface LoginAttempt {
  ids: number[];
  /** Strangers have failed on this account from elsewhere: a correct password must be followed by a code. */
  needsCode: boolean;
}

async function countRecent(executor: Executor, subjects: LoginSubjects) {
  const rows = await executor
    .select({ subject: loginFailures.subject, attempts: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.subject, [subjects.pair, subjects.address, subjects.account]),
        gt(loginFailures.failedAt, new Date(Date.now() - windowMs)),
      ),
    )
    .groupBy(loginFailures.subject);
  const of = (subject: string) => rows.find((row) => row.subject === subject);
  return { pair: of(subjects.pair), address: of(subjects.address), account: of(subjects.account) };
}

/** Seconds until the oldest counted attempt leaves the window and frees a place. */
const secondsUntilFree = (oldest: Date | null | undefined) =>
  oldest ? Math.max(1, Math.ceil((oldest.getTime() + windowMs - Date.now()) / 1000)) : windowMs / 1000;

/**
 * Counts the attempt first, then checks the limits: the insert is committed before the count, so of any
 * number of concurrent attempts at most the limit see a count within it and go on to check a password.
 */
export async function countLoginAttempt(executor: Executor, subjects: LoginSubjects): Promise<LoginAttempt> {
  const inserted = await executor
    .insert(loginFailures)
    .values([{ subject: subjects.pair }, { subject: subjects.address }, { subject: subjects.account }])
    .returning({ id: loginFailures.id });
  const ids = inserted.map((row) => row.id);
  const recent = await countRecent(executor, subjects);
  const over = [
    (recent.pair?.attempts ?? 0) > limits.pair ? recent.pair : undefined,
    (recent.address?.attempts ?? 0) > limits.address ? recent.address : undefined,
  ].find(Boolean);
  if (over) {
    // A refused attempt checked nothing: it is not kept, so hammering a lock does not lengthen it.
    await forgetLoginAttempt(executor, { ids, needsCode: false });
    throw tooManyAttempts(loginThrottleMessages.tooMany, secondsUntilFree(over.oldest));
  }
  return { ids, needsCode: (recent.account?.attempts ?? 0) > limits.account };
}

/** Takes back an attempt that did not fail (right password, or refused before any check). */
export async function forgetLoginAttempt(executor: Executor, attempt: LoginAttempt): Promise<void> {
  if (attempt.ids.length) await executor.delete(loginFailures).where(inArray(loginFailures.id, attempt.ids));
}

/** Refuses (429) while the account from this address, or the address, is locked; counts nothing. */
export async function assertNotLockedOut(executor: Executor, subjects: LoginSubjects): Promise<void> {
  const recent = await countRecent(executor, subjects);
  const locked = [
    (recent.pair?.attempts ?? 0) >= limits.pair ? recent.pair : undefined,
    (recent.address?.attempts ?? 0) >= limits.address ? recent.address : undefined,
  ].find(Boolean);
  if (locked) throw tooManyAttempts(loginThrottleMessages.tooMany, secondsUntilFree(locked.oldest));
}

/** Erasure: every count kept against the person's email, from any address. */
export async function forgetLoginsOf(executor: Executor, email: string): Promise<void> {
  const { account, pair } = loginSubjects(email, '');
  await executor
    .delete(loginFailures)
    .where(
      or(eq(loginFailures.subject, account), sql`left(${loginFailures.subject}, ${pair.length}) = ${pair}`),
    );
}
