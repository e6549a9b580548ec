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

describe('a flush asked for while another runs in the same process', () => {
  it('waits for it, then delivers what was stored after it had claimed its rows', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const delivered: string[] = [];
    const transport: MessageTransport = {
      async deliver(message: StoredMessage) {
        // The first message stays with the transport until the test lets it go.
        if (message.recipient === 'early@example.test') await held;
        delivered.push(message.recipient);
      },
    };
    const outbox = outboxOf(handle.db, transport);
    await outbox.queue(handle.db, [emailTo('early@example.test')]);
    const running = outbox.flush();
    // The running flush has claimed the early message (its lease is set) before the late one is stored.
    await expect
      .poll(async () => (await outboxRows(handle.db)).find((row) => row.recipient === 'early@example.test'))
      .toMatchObject({ attempts: 1 });
    await outbox.queue(handle.db, [emailTo('late@example.test')]);
    const asked = outbox.flush();
    release();
    await Promise.all([running, asked]);
    expect(delivered).toEqual(['early@example.test', 'late@example.test']);
  });
});
