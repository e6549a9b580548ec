import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.ts';
import { createSmtpTransport } from '../../src/messaging/smtp.ts';
import { readSettings } from '../../src/settings.ts';
import { emailTo, openOutboxDatabase, outboxOf, rowOf } from './outbox-world.ts';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** Makes smtp-server answer a recipient with this SMTP reply code. */
const refusal = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

// A real SMTP server on 127.0.0.1: it refuses one mailbox for good, defers another and keeps the rest.
const received: ReceivedMail[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address === 'no-such-user@example.test') return callback(refusal('No such user', 550));
    if (address.address === 'mailbox-busy@example.test') return callback(refusal('Try again later', 450));
    return callback();
  },
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      const from = session.envelope.mailFrom;
      received.push({
        from: from ? from.address : undefined,
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw,
      });
      callback();
    });
  },
});

let handle: DatabaseHandle;
let smtpUrl: string;
beforeAll(async () => {
  handle = await openOutboxDatabase();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle.close();
});

describe('email through a real SMTP server (SMTP_URL)', () => {
  it('fails a refused recipient at once and still delivers the messages after it', async () => {
    const settings = readSettings({ SMTP_URL: smtpUrl });
    const box = outboxOf(handle.db, createSmtpTransport(settings.smtpUrl ?? ''));
    await box.queue(handle.db, [
      emailTo('first@example.test', 'Your application was received'),
      emailTo('no-such-user@example.test', 'Nobody reads this'),
      emailTo('next@example.test', 'Interview on Monday'),
      emailTo('mailbox-busy@example.test', 'Later, perhaps'),
    ]);

    expect(await box.flush()).toBe(2);

    expect(received.map((mail) => mail.to)).toEqual([['first@example.test'], ['next@example.test']]);
    const next = received[1];
    expect(next?.from).toBe('no-reply@shortlist.test');
    expect(next?.raw).toContain('Subject: Interview on Monday');
    expect(next?.raw).toContain('A message for next@example.test.');

    expect(await rowOf(handle.db, 'no-such-user@example.test')).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: expect.any(Date),
      failureReason: 'The mail server refused the message (550).',
    });
    // A 4xx is a "not now": the message stays queued for its retry.
    expect(await rowOf(handle.db, 'mailbox-busy@example.test')).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: null,
      failureReason: 'The mail server did not take the message (450 EENVELOPE).',
    });
    expect(await rowOf(handle.db, 'next@example.test')).toMatchObject({ sentAt: expect.any(Date) });
  });

  it('keeps a message queued with a safe reason when the server cannot be reached', async () => {
    const box = outboxOf(handle.db, createSmtpTransport('smtp://mailer:hunter2@127.0.0.1:1'));
    await box.queue(handle.db, [emailTo('unreachable@example.test')]);

    expect(await box.flush()).toBe(0);
    const row = await rowOf(handle.db, 'unreachable@example.test');
    expect(row).toMatchObject({ attempts: 1, failedAt: null });
    expect(row.failureReason).toMatch(/^The mail server could not be reached \([A-Z]+\)\.$/);
  });
});
