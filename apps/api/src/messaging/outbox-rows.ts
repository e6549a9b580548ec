import type { SQL } from 'drizzle-orm';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';
import { clock } from '../shared/clock.ts';

export type OutboxRow = typeof outbox.$inferSelect;

// A cancelled row (issue 32: an undo, a later move) is never claimed nor marked again.
const pending = and(isNull(outbox.sentAt), isNull(outbox.failedAt), isNull(outbox.cancelledAt));
const idIn = (ids: readonly number[]) => sql`${outbox.id} = any(${sql.param(ids)}::integer[])`;

/**
 * The app's clock plus a delay (shared/clock.ts): the due check and a message's scheduled time read the same
 * clock, which a test may move forward. Hosts keep their clocks in step (NTP), as sessions already need.
 */
export const nowPlus = (ms: number) => clock.sqlPlus(ms);

/**
 * Claims up to `limit` pending rows matching `which`: FOR UPDATE SKIP LOCKED lets two processes claim at
 * once without waiting or sharing a row, and the lease pushes next_attempt_at out so no later claim takes
 * the row until it has passed. The attempt is counted now, so a crash mid-delivery still counts.
 */
async function claim(db: Database, which: SQL | undefined, limit: number, leaseMs: number) {
  const candidates = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(pending, which))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  // array(...) runs the locking select exactly once, whatever plan the update gets.
  const rows = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: nowPlus(leaseMs) })
    .where(sql`${outbox.id} = any(array(${candidates}))`)
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Rows due now: new, retries whose back-off has passed, and claims whose lease ran out. Due by the app's
 * clock (which a test may move forward), or by the database's for rows it stamped itself with now(): its
 * microseconds can run ahead of the app's milliseconds, and a row sent at once must never wait for that.
 */
export const claimDue = (db: Database, limit: number, leaseMs: number) =>
  claim(db, lte(outbox.nextAttemptAt, sql`greatest(now(), ${clock.sqlNow()})`), limit, leaseMs);

/** Rows just stored by this process, not yet tried by anyone, whatever their hand-over time. */
export const claimStored = (db: Database, ids: readonly number[], leaseMs: number) =>
  claim(db, and(idIn(ids), eq(outbox.attempts, 0)), ids.length, leaseMs);

// Every result is written only while the row is pending: a late claimer cannot undo another's outcome.
export async function markSent(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ sentAt: clock.sqlNow(), failureReason: null })
    .where(and(pending, idIn(ids)));
}

export async function markRetry(db: Database, id: number, delayMs: number, reason: string) {
  await db
    .update(outbox)
    // A refusal is an answer: the attempt did not get through, whatever it had handed over.
    .set({ nextAttemptAt: nowPlus(delayMs), failureReason: reason, handedOverAt: null })
    .where(and(pending, eq(outbox.id, id)));
}

export async function markFailed(db: Database, id: number, reason: string) {
  await db
    .update(outbox)
    .set({ failedAt: clock.sqlNow(), failureReason: reason, handedOverAt: null })
    .where(and(pending, eq(outbox.id, id)));
}

/**
 * Committed before the attempt's step that cannot be taken back, so a crash after it is never resent blindly.
 * False when the row is no longer pending (issue 32: an undo or a later move cancelled it): nothing may go.
 */
export async function markHandedOver(db: Database, id: number): Promise<boolean> {
  const marked = await db
    .update(outbox)
    .set({ handedOverAt: clock.sqlNow() })
    .where(and(pending, eq(outbox.id, id)))
    .returning({ id: outbox.id });
  return marked.length > 0;
}

/**
 * Ends a handed-over attempt whose outcome nobody can tell: final, never resent (at most once), and kept
 * apart from a failure by its hand-over time so a manager reads "may have arrived", not "not delivered".
 */
export async function markOutcomeUnknown(db: Database, id: number, reason: string) {
  await db
    .update(outbox)
    .set({ failedAt: clock.sqlNow(), failureReason: reason })
    .where(and(pending, eq(outbox.id, id)));
}

/** Gives back claimed rows not tried yet, due at once and without the attempt their claim counted. */
export async function release(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: clock.sqlNow() })
    .where(and(pending, idIn(ids)));
}
