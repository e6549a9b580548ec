import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.ts';
import { outbox } from '../../src/db/schema/index.ts';
import { createFileTransport } from '../../src/messaging/file-transport.ts';
import { createSmtpTransport } from '../../src/messaging/smtp.ts';
import type { OutgoingMessage } from '../../src/messaging/transport.ts';
import { emailTo, openOutboxDatabase, outboxOf } from './outbox-world.ts';

const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
const withInvitation = (recipient: string): OutgoingMessage => ({
  ...emailTo(recipient, 'Your interview is booked'),
  attachments: [
    {
      filename: 'invite.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      content: calendar,
    },
  ],
});

/** The decoded body of the MIME part whose Content-Type starts with `type`. */
function partOf(raw: string, type: string) {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return null;
  const headersEnd = raw.indexOf('\r\n\r\n', start);
  const headers = raw.slice(start, headersEnd);
  const body = raw.slice(headersEnd + 4, raw.indexOf('\r\n--', headersEnd));
  return /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
    : body;
}

const received: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received.push(raw);
      callback();
    });
  },
});

let handle: DatabaseHandle;
let smtpUrl: string;
const dirs: string[] = [];
beforeAll(async () => {
  handle = await openOutboxDatabase();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('email attachments (a calendar invitation)', () => {
  it('are stored with the message and reach a real SMTP server as a text/calendar part', async () => {
    const box = outboxOf(handle.db, createSmtpTransport(smtpUrl));
    await box.queue(handle.db, [withInvitation('ics-queued@example.test'), emailTo('plain@example.test')]);
    const [stored] = await handle.db
      .select({ attachments: outbox.attachments })
      .from(outbox)
      .where(eq(outbox.recipient, 'ics-queued@example.test'));
    expect(stored?.attachments).toHaveLength(1);
    expect(await box.flush()).toBe(2);
    const [withCalendar, plain] = received;
    expect(partOf(withCalendar ?? '', 'text/calendar')).toBe(calendar);
    expect(withCalendar).toMatch(/filename=invite\.ics/);
    expect(withCalendar).toContain('method=REQUEST');
    expect(plain).not.toContain('text/calendar');
  });

  it('are written into the .eml by the file transport', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shortlist-ics-'));
    dirs.push(dir);
    await createFileTransport(dir).deliver(
      { ...withInvitation('file@example.test'), id: 9 },
      { handOver: async () => undefined },
    );
    const [name] = await readdir(dir);
    const eml = (await readFile(join(dir, name ?? ''), 'utf8')).replaceAll(/\r?\n/g, '\r\n');
    expect(eml).toMatch(/Content-Type: multipart\/mixed/);
    expect(partOf(eml, 'text/calendar')).toBe(calendar);
  });
});
