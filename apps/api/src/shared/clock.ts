import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

// Issue 32: the one clock the outbox's due check and a message's scheduled time read. In production it is the
// host's clock; with TEST_CLOCK=on a test may move it forward (POST /__test/clock), never back, so held and
// scheduled messages fall due without waiting. The offset belongs to the process, as the outbox does.

let offsetMs = 0;

export const clock = {
  /** The app's time now. */
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  /** The app's time as a SQL value, for statements that must agree with it (never the database's now()). */
  sqlNow(): SQL {
    return sql`${clock.now().toISOString()}::timestamptz`;
  },
  /** The app's time plus a delay, as a SQL value. */
  sqlPlus(ms: number): SQL {
    return sql`${new Date(clock.now().getTime() + ms).toISOString()}::timestamptz`;
  },
  /** How far the test clock is ahead of the host's. */
  offsetMs(): number {
    return offsetMs;
  },
  /** Moves the clock forward (tests only; the route exists only with TEST_CLOCK=on). */
  advance(ms: number): Date {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    offsetMs += ms;
    return clock.now();
  },
  /** Back to the host's time (between tests of one file). */
  reset(): void {
    offsetMs = 0;
  },
};
