import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.ts';
import type { Database } from '../../src/db/database.ts';
import type { MessageTransport, StoredMessage } from '../../src/messaging/transport.ts';
import {
  closeSecondConnections,
  emailTo,
  openOutboxDatabase,
  openSecondConnection,
  outboxOf,
  outboxRows,
} from './outbox-world.ts';

let handle: DatabaseHandle;
let secondDb: Database;
beforeAll(async () => {
  handle = await openOutboxDatabase();
  secondDb = await openSecondConnection(handle);
});
afterAll(async () => {
  await closeSecondConnections();
  await handle.close();
});

/** Delivers slowly enough that the other process claims while this one is still busy. */
function slowTransport(name: string, log: { by: string; id: number }[]): MessageTransport {
  return {
    async deliver(message: StoredMessage) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      log.push({ by: name, id: message.id });
    },
  };
}

describe('two API processes flushing one outbox table', () => {
  it('deliver each message exactly once between them', async () => {
    const messages = Array.from({ length: 120 }, (_, index) => emailTo(`person-${index}@example.test`));
    const log: { by: string; id: number }[] = [];
    const first = outboxOf(handle.db, slowTransport('first', log), { batchSize: 10 });
    const second = outboxOf(secondDb, slowTransport('second', log), { batchSize: 10 });
    await first.queue(handle.db, messages);

    const [byFirst, bySecond] = await Promise.all([first.flush(), second.flush()]);

    const rows = await outboxRows(handle.db);
    const delivered = log.map((entry) => entry.id).sort((a, b) => a - b);
    expect(delivered).toEqual(rows.map((row) => row.id));
    expect(new Set(delivered).size).toBe(120);
    // Both really worked at once, or the test would prove nothing about claims.
    expect(byFirst).toBeGreaterThan(0);
    expect(bySecond).toBeGreaterThan(0);
    expect(byFirst + bySecond).toBe(120);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });
});
