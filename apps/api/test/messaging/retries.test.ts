import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.ts';
import { outbox } from '../../src/db/schema/index.ts';
import { DeliveryError } from '../../src/messaging/delivery-error.ts';
import {
  emailTo,
  makeDue,
  openOutboxDatabase,
  outboxOf,
  outboxRows,
  recordingTransport,
  rowOf,
} from './outbox-world.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openOutboxDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(outbox);
});

const unreachable = () => new DeliveryError('The mail server could not be reached (ECONNECTION).');

describe('a failing message', () => {
  it('does not stop the messages after it, which the same flush delivers', async () => {
    const transport = recordingTransport((message) => {
      if (message.recipient === 'bad@example.test') throw unreachable();
    });
    const box = outboxOf(handle.db, transport);
    await box.queue(
      handle.db,
      ['first', 'bad', 'third'].map((name) => emailTo(`${name}@example.test`)),
    );

    expect(await box.flush()).toBe(2);
    expect(transport.delivered.map((message) => message.recipient)).toEqual([
      'first@example.test',
      'third@example.test',
    ]);
    const bad = await rowOf(handle.db, 'bad@example.test');
    expect(bad).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(bad.failureReason).toBe('The mail server could not be reached (ECONNECTION).');
  });

  it('is retried only after each back-off, then marked failed with a safe reason', async () => {
    let tries = 0;
    const transport = recordingTransport(() => {
      tries += 1;
      // What a careless library might say: a URL with its password, and a stack.
      throw new Error(
        'connect failed for smtp://mailer:hunter2@mail.example.test\n    at connect (smtp.js:1:1)',
      );
    });
    const box = outboxOf(handle.db, transport, { retryDelaysMs: [60_000, 120_000] });
    await box.queue(handle.db, [emailTo('flaky@example.test')]);

    await box.flush();
    let row = await rowOf(handle.db, 'flaky@example.test');
    expect(row).toMatchObject({ attempts: 1, failedAt: null });
    expect(row.dueInSeconds).toBeGreaterThan(55);
    expect(row.dueInSeconds).toBeLessThanOrEqual(60);

    // Not due yet: a flush right away leaves it alone.
    expect(await box.flush()).toBe(0);
    expect(tries).toBe(1);

    await makeDue(handle.db, [row.id]);
    await box.flush();
    row = await rowOf(handle.db, 'flaky@example.test');
    expect(row).toMatchObject({ attempts: 2, failedAt: null });
    expect(row.dueInSeconds).toBeGreaterThan(115);
    expect(row.dueInSeconds).toBeLessThanOrEqual(120);

    await makeDue(handle.db, [row.id]);
    await box.flush();
    row = await rowOf(handle.db, 'flaky@example.test');
    expect(row).toMatchObject({ attempts: 3, sentAt: null, failedAt: expect.any(Date) });
    expect(row.failureReason).toBe('The message could not be delivered (Error).');
    expect(row.failureReason).not.toMatch(/hunter2|smtp:|at connect/);

    // Failed is final: it is never tried again.
    await makeDue(handle.db, [row.id]);
    expect(await box.flush()).toBe(0);
    expect(tries).toBe(3);
  });

  it('fails at once when the refusal is permanent, keeping its reason', async () => {
    const transport = recordingTransport(() => {
      throw new DeliveryError('The mail server refused the message (550).', { permanent: true });
    });
    const box = outboxOf(handle.db, transport);
    await box.queue(handle.db, [emailTo('nobody@example.test')]);

    expect(await box.flush()).toBe(0);
    expect(await rowOf(handle.db, 'nobody@example.test')).toMatchObject({
      attempts: 1,
      failedAt: expect.any(Date),
      failureReason: 'The mail server refused the message (550).',
    });
  });

  it('succeeds on a retry: sent, with the earlier reason cleared', async () => {
    let refuseNext = true;
    const transport = recordingTransport(() => {
      if (refuseNext) {
        refuseNext = false;
        throw unreachable();
      }
    });
    const box = outboxOf(handle.db, transport);
    await box.queue(handle.db, [emailTo('later@example.test')]);
    await box.flush();
    const [row] = await outboxRows(handle.db);
    await makeDue(handle.db, [row?.id ?? 0]);

    expect(await box.flush()).toBe(1);
    expect(await rowOf(handle.db, 'later@example.test')).toMatchObject({
      attempts: 2,
      sentAt: expect.any(Date),
      failedAt: null,
      failureReason: null,
    });
  });
});

describe('a claimed message whose process crashed', () => {
  it('is left alone during the lease and delivered by another outbox once it has run out', async () => {
    let crashed: (error: Error) => void = () => {};
    let claimedRow: () => void = () => {};
    const claimed = new Promise<void>((resolve) => {
      claimedRow = resolve;
    });
    // The first process takes the message and then never answers, as if it had died mid-delivery.
    const dying = outboxOf(
      handle.db,
      {
        deliver: () =>
          new Promise<void>((_resolve, reject) => {
            crashed = reject;
            claimedRow();
          }),
      },
      // A second, not 400 ms: the survivor's first flush must come before the lease ends, however busy the machine.
      { leaseMs: 1000 },
    );
    const transport = recordingTransport();
    const survivor = outboxOf(handle.db, transport, { leaseMs: 1000 });
    await dying.queue(handle.db, [emailTo('waiting@example.test')]);

    const dyingFlush = dying.flush();
    await claimed;
    expect(await survivor.flush()).toBe(0);

    // Waits for the clock, not for code: past the lease the row is due again on any machine.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await survivor.flush()).toBe(1);
    expect(transport.delivered.map((message) => message.recipient)).toEqual(['waiting@example.test']);

    // Should the first process wake after all, its late failure cannot undo the delivery.
    crashed(unreachable());
    await dyingFlush;
    expect(await rowOf(handle.db, 'waiting@example.test')).toMatchObject({
      attempts: 2,
      sentAt: expect.any(Date),
      failureReason: null,
    });
  });
});

describe('a batch slower than half its lease', () => {
  it('gives back the messages it has not tried, untried and due, instead of outliving its claim', async () => {
    const transport = recordingTransport();
    // Each delivery moves the process's clock past half the lease, so no real delay nor this machine's
    // speed decides where the batch stops.
    const slow = {
      async deliver(...delivery: Parameters<typeof transport.deliver>) {
        vi.setSystemTime(Date.now() + 150);
        await transport.deliver(...delivery);
      },
    };
    const box = outboxOf(handle.db, slow, { leaseMs: 200 });
    await box.queue(
      handle.db,
      ['one', 'two', 'three'].map((name) => emailTo(`${name}@example.test`)),
    );

    // PGlite's now() reads the faked clock too, so the rows are read before it is restored.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect(await box.flush()).toBe(1);
      const rows = await outboxRows(handle.db);
      expect(rows.map((row) => [row.attempts, row.sentAt !== null])).toEqual([
        [1, true],
        [0, false],
        [0, false],
      ]);
      expect(rows.slice(1).every((row) => row.dueInSeconds <= 0)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
