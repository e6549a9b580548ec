import { inArray, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.ts';
import { openDatabase } from '../../src/db/connection.ts';
import type { Database } from '../../src/db/database.ts';
import { outbox } from '../../src/db/schema/index.ts';
import type { DeliveryPolicy } from '../../src/messaging/delivery-policy.ts';
import { defaultDeliveryPolicy } from '../../src/messaging/delivery-policy.ts';
import type { Outbox } from '../../src/messaging/outbox.ts';
import { createOutbox } from '../../src/messaging/outbox.ts';
import type { MessageTransport, OutgoingMessage, StoredMessage } from '../../src/messaging/transport.ts';
import { clock } from '../../src/shared/clock.ts';
import { openTestDatabase } from '../support/engine.ts';

/** A private migrated database with an empty outbox, so every row a test reads is one it wrote. */
export async function openOutboxDatabase(): Promise<DatabaseHandle> {
  const handle = await openTestDatabase(inject('pgliteSnapshot'), inject('postgresTemplate'));
  await handle.db.delete(outbox);
  return handle;
}

/**
 * A second, separate connection to the same database, as a second API process would have: on PostgreSQL a
 * new pool on the test database; PGlite has one connection per database, so its two outboxes share it.
 */
export async function openSecondConnection(handle: DatabaseHandle): Promise<Database> {
  if (handle.engine === 'pglite') return handle.db;
  const second = await openDatabase({ kind: 'postgres', url: await postgresUrlOf(handle) });
  closers.push(() => second.close());
  return second.db;
}

/** The URL of a PostgreSQL test database, for another connection or another process to open. */
export async function postgresUrlOf(handle: DatabaseHandle): Promise<string> {
  // Both drivers answer raw SQL with { rows }; the shared Database type does not say so.
  const { rows } = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name}`;
  return url.toString();
}

const closers: (() => Promise<void>)[] = [];
/** Closes the second connections this file opened (before the test database is dropped). */
export async function closeSecondConnections() {
  for (const close of closers.splice(0)) await close();
}

export interface RecordingTransport extends MessageTransport {
  delivered: StoredMessage[];
}

/** Remembers what it delivered; `refuse` may throw to make a delivery fail. */
export function recordingTransport(refuse: (message: StoredMessage) => void = () => {}): RecordingTransport {
  const delivered: StoredMessage[] = [];
  return {
    delivered,
    async deliver(message) {
      refuse(message);
      delivered.push(message);
    },
  };
}

export function outboxOf(
  db: Database,
  transport: MessageTransport,
  policy: Partial<DeliveryPolicy> = {},
): Outbox {
  return createOutbox(db, transport, () => {}, { ...defaultDeliveryPolicy, ...policy });
}

export const emailTo = (recipient: string, subject = `Hello ${recipient}`): OutgoingMessage => ({
  channel: 'EMAIL',
  recipient,
  subject,
  body: `A message for ${recipient}.`,
  template: 'test',
});

/** The stored rows, oldest first, with how far next_attempt_at lies ahead of the app's clock. */
export async function outboxRows(db: Database) {
  const rows = await db
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      attempts: outbox.attempts,
      sentAt: outbox.sentAt,
      failedAt: outbox.failedAt,
      failureReason: outbox.failureReason,
      // Against the app's clock (src/shared/clock.ts), which the due check reads.
      dueInSeconds: sql<number>`extract(epoch from ${outbox.nextAttemptAt} - ${clock.sqlNow()})::float8`,
    })
    .from(outbox)
    .orderBy(outbox.id);
  return rows;
}

export async function rowOf(db: Database, recipient: string) {
  const row = (await outboxRows(db)).find((candidate) => candidate.recipient === recipient);
  if (!row) throw new Error(`no outbox row for ${recipient}`);
  return row;
}

/** Makes the given rows due now, as if their back-off or lease had run out. */
export async function makeDue(db: Database, ids: number[]) {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(inArray(outbox.id, ids));
}
