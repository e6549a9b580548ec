import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.ts';
import { outbox } from '../../src/db/schema/index.ts';
import {
  closeSecondConnections,
  emailTo,
  openOutboxDatabase,
  openSecondConnection,
  outboxOf,
  outboxRows,
  recordingTransport,
} from './outbox-world.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openOutboxDatabase();
});
afterAll(async () => {
  await closeSecondConnections();
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(outbox);
});

describe('send inside a transaction', () => {
  it('stores the message in it and delivers only after the commit, before deliverAfter returns', async () => {
    let transactionOpen = false;
    const seenOpen: boolean[] = [];
    const transport = recordingTransport(() => {
      seenOpen.push(transactionOpen);
    });
    const box = outboxOf(handle.db, transport);

    const result = await box.deliverAfter(async () => {
      const value = await handle.db.transaction(async (tx) => {
        transactionOpen = true;
        await box.send(tx, emailTo('code@example.test', 'Your code is 123456'));
        expect(transport.delivered).toEqual([]);
        return 'committed';
      });
      transactionOpen = false;
      return value;
    });

    expect(result).toBe('committed');
    expect(seenOpen).toEqual([false]);
    expect(transport.delivered.map((message) => message.subject)).toEqual(['Your code is 123456']);
    expect(await outboxRows(handle.db)).toEqual([
      expect.objectContaining({ recipient: 'code@example.test', attempts: 1, sentAt: expect.any(Date) }),
    ]);
  });

  it('never delivers a message whose transaction rolled back', async () => {
    const transport = recordingTransport();
    const box = outboxOf(handle.db, transport);

    await expect(
      box.deliverAfter(() =>
        handle.db.transaction(async (tx) => {
          await box.send(tx, emailTo('rolled-back@example.test'));
          throw new Error('the change failed after the message was written');
        }),
      ),
    ).rejects.toThrow('the change failed');

    expect(await box.flush()).toBe(0);
    expect(transport.delivered).toEqual([]);
    expect(await outboxRows(handle.db)).toEqual([]);
  });

  it('is left to the request that stored it: a flush of another process does not take it', async () => {
    const mine = recordingTransport();
    const theirs = recordingTransport();
    const box = outboxOf(handle.db, mine);
    const otherProcess = outboxOf(await openSecondConnection(handle), theirs);

    await box.deliverAfter(async () => {
      await handle.db.transaction((tx) => box.send(tx, emailTo('reset@example.test')));
      // Committed but not yet delivered: the other process's flush must not race the request.
      expect(await otherProcess.flush()).toBe(0);
    });

    expect(mine.delivered.map((message) => message.recipient)).toEqual(['reset@example.test']);
    expect(theirs.delivered).toEqual([]);
  });

  it('outside deliverAfter leaves the delivery to the next flush', async () => {
    const transport = recordingTransport();
    const box = outboxOf(handle.db, transport);
    await handle.db.transaction((tx) => box.send(tx, emailTo('later@example.test')));
    expect(transport.delivered).toEqual([]);

    expect(await box.flush()).toBe(1);
    expect(transport.delivered.map((message) => message.recipient)).toEqual(['later@example.test']);
  });

  it('is delivered by the flush once the hand-over time has passed, should the request die first', async () => {
    const transport = recordingTransport();
    // A second, not 300 ms: the first flush must come before it ends, however busy the machine.
    const box = outboxOf(handle.db, transport, { handOverMs: 1000 });
    // The request stores the message and dies before delivering it: its work never settles.
    const stored = new Promise<void>((resolve) => {
      void box.deliverAfter(async () => {
        await handle.db.transaction((tx) => box.send(tx, emailTo('orphan@example.test')));
        resolve();
        await new Promise(() => {});
      });
    });
    await stored;
    expect(await box.flush()).toBe(0);

    // Waits for the clock, not for code: past the hand-over time the row is due on any machine.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await box.flush()).toBe(1);
    expect(transport.delivered.map((message) => message.recipient)).toEqual(['orphan@example.test']);
  });
});
