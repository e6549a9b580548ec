import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.ts';
import { outbox } from '../../src/db/schema/index.ts';
import { outcomeUnknownReason } from '../../src/messaging/delivery-error.ts';
import { createFileTransport } from '../../src/messaging/file-transport.ts';
import { createSmtpTransport } from '../../src/messaging/smtp.ts';
import { messageStatusOf } from '../../src/messaging/status.ts';
import { emailTo, makeDue, openOutboxDatabase, outboxOf, recordingTransport, rowOf } from './outbox-world.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openOutboxDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(outbox);
});

/** Leaves a stored message as a process killed after its hand-over leaves it: claimed, handed over, no end. */
async function handedOverByADeadProcess(recipient: string) {
  await outboxOf(handle.db, recordingTransport()).queue(handle.db, [emailTo(recipient)]);
  await handle.db
    .update(outbox)
    .set({ attempts: 1, handedOverAt: sql`now()` })
    .where(eq(outbox.recipient, recipient));
  const row = await rowOf(handle.db, recipient);
  await makeDue(handle.db, [row.id]);
  return row;
}

async function statusOf(recipient: string) {
  const [row] = await handle.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  if (!row) throw new Error(`no outbox row for ${recipient}`);
  return { status: messageStatusOf(row), failureReason: row.failureReason };
}

describe('a message handed over by a process that died before recording the outcome', () => {
  it('is not sent again when its transport cannot tell, and reads as unknown with the reason', async () => {
    await handedOverByADeadProcess('in-doubt@example.test');
    const transport = recordingTransport();

    expect(await outboxOf(handle.db, transport).flush()).toBe(0);

    expect(transport.delivered).toEqual([]);
    expect(await statusOf('in-doubt@example.test')).toEqual({
      status: 'unknown',
      failureReason: outcomeUnknownReason,
    });
  });

  describe('through the file sink, which can look', () => {
    let folder: string;
    beforeEach(async () => {
      folder = await mkdtemp(join(tmpdir(), 'shortlist-outbox-files-'));
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('is marked sent without a second file when its file was written', async () => {
      const row = await handedOverByADeadProcess('written@example.test');
      const files = createFileTransport(folder);
      await files.deliver({ ...emailTo('written@example.test'), id: row.id }, { handOver: async () => {} });

      expect(await outboxOf(handle.db, files).flush()).toBe(0);

      expect(await readdir(folder)).toEqual([expect.stringMatching(new RegExp(`Z-${row.id}-test\\.eml$`))]);
      expect((await statusOf('written@example.test')).status).toBe('sent');
    });

    it('is written once when its file was not', async () => {
      const row = await handedOverByADeadProcess('not-written@example.test');

      expect(await outboxOf(handle.db, createFileTransport(folder)).flush()).toBe(1);

      expect(await readdir(folder)).toEqual([expect.stringMatching(new RegExp(`Z-${row.id}-test\\.eml$`))]);
      expect((await statusOf('not-written@example.test')).status).toBe('sent');
    });
  });
});

// A bare SMTP server: it takes the envelope and the message, then answers the final dot as told.
let answerToDot: (socket: Socket) => void = () => {};
const received: string[] = [];
const smtp = createServer((socket) => {
  let inData = false;
  let buffered = '';
  socket.write('220 test ESMTP\r\n');
  socket.on('error', () => {});
  socket.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    if (inData) {
      if (!buffered.includes('\r\n.\r\n')) return;
      received.push(buffered);
      buffered = '';
      inData = false;
      answerToDot(socket);
      return;
    }
    for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
      const command = buffered.slice(0, end).toUpperCase();
      buffered = buffered.slice(end + 2);
      if (command.startsWith('DATA')) {
        inData = true;
        socket.write('354 go ahead\r\n');
      } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    }
  });
});
let smtpUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.address();
  smtpUrl = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => smtp.close(resolve)));

describe('an SMTP server after the final dot', () => {
  beforeEach(() => {
    received.length = 0;
  });

  it('that hangs up without answering leaves the message unknown, never sent twice', async () => {
    answerToDot = (socket) => socket.destroy();
    const box = outboxOf(handle.db, createSmtpTransport(smtpUrl));
    await box.queue(handle.db, [emailTo('silent@example.test')]);

    expect(await box.flush()).toBe(0);
    const row = await rowOf(handle.db, 'silent@example.test');
    await makeDue(handle.db, [row.id]);
    expect(await box.flush()).toBe(0);

    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`Message-ID: <outbox-${row.id}@shortlist.test>`);
    expect(await statusOf('silent@example.test')).toEqual({
      status: 'unknown',
      failureReason: outcomeUnknownReason,
    });
  });

  it('that refuses the message (554) answered: the message failed and was not delivered', async () => {
    answerToDot = (socket) => socket.write('554 rejected as spam\r\n');
    const box = outboxOf(handle.db, createSmtpTransport(smtpUrl));
    await box.queue(handle.db, [emailTo('refused@example.test')]);

    expect(await box.flush()).toBe(0);

    expect(await statusOf('refused@example.test')).toEqual({
      status: 'failed',
      failureReason: 'The mail server refused the message (554).',
    });
  });
});
