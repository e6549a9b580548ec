import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.ts';
import { outbox } from '../../src/db/schema/index.ts';
import { outcomeUnknownReason } from '../../src/messaging/delivery-error.ts';
import { createHttpSmsTransport } from '../../src/messaging/sms-http.ts';
import { routeByChannel } from '../../src/messaging/transport.ts';
import { readSettings } from '../../src/settings.ts';
import { makeDue, openOutboxDatabase, outboxOf, recordingTransport, rowOf } from './outbox-world.ts';

interface ProviderRequest {
  method: string | undefined;
  path: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

// The test plays the provider: it records each request and answers 201, or the status set for the number.
const received: ProviderRequest[] = [];
const answers = new Map<string, number>();
const provider = createServer(async (request: IncomingMessage, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  const form = Object.fromEntries(new URLSearchParams(body));
  received.push({
    method: request.method,
    path: request.url,
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
    idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    form,
  });
  const answer = answers.get(form.To ?? '') ?? 201;
  // 0 plays a provider that took the request and then lost the connection before answering.
  if (answer === 0) return request.socket.destroy();
  response.writeHead(answer, { 'content-type': 'application/json' });
  response.end(
    answer < 300
      ? JSON.stringify({ sid: 'SM1', status: 'queued' })
      : JSON.stringify({ code: 21211, message: "The 'To' number is not valid.", status: answer }),
  );
});

let handle: DatabaseHandle;
let smsUrl: string;
const authToken = 'to/ken:secret';

beforeAll(async () => {
  handle = await openOutboxDatabase();
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  smsUrl = `http://AC123:${encodeURIComponent(authToken)}@127.0.0.1:${port}/2010-04-01/Accounts/AC123`;
});
afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
  await handle.close();
});
beforeEach(async () => {
  received.length = 0;
  answers.clear();
  await handle.db.delete(outbox);
});

/** An outbox wired as the server wires it from SMS_URL and SMS_FROM; email goes elsewhere. */
function smsOutbox() {
  const settings = readSettings({ SMS_URL: smsUrl, SMS_FROM: '+15005550006' });
  const email = recordingTransport();
  const sms = createHttpSmsTransport(settings.smsUrl ?? '', settings.smsFrom);
  return { email, box: outboxOf(handle.db, routeByChannel({ EMAIL: email, SMS: sms })) };
}

const textTo = (recipient: string) => ({
  channel: 'SMS' as const,
  recipient,
  subject: 'Interview reminder',
  body: 'Your interview is tomorrow at 10:00.',
  template: 'reminder',
});

describe('text messages through a Twilio-compatible provider (SMS_URL)', () => {
  it('posts To, From and Body as a form to Messages.json with basic auth, and marks the text sent', async () => {
    const { box, email } = smsOutbox();
    await box.queue(handle.db, [textTo('+447700900123')]);

    expect(await box.flush()).toBe(1);
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/2010-04-01/Accounts/AC123/Messages.json',
        authorization: `Basic ${Buffer.from(`AC123:${authToken}`).toString('base64')}`,
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        idempotencyKey: `shortlist-outbox-${(await rowOf(handle.db, '+447700900123')).id}`,
        form: { To: '+447700900123', From: '+15005550006', Body: 'Your interview is tomorrow at 10:00.' },
      },
    ]);
    expect(email.delivered).toEqual([]);
    expect(await rowOf(handle.db, '+447700900123')).toMatchObject({ sentAt: expect.any(Date), attempts: 1 });
  });

  it('marks a text the provider refuses (400) failed with a safe reason, and still sends the next', async () => {
    const { box } = smsOutbox();
    await box.queue(handle.db, [textTo('+440000'), textTo('+447700900124')]);
    answers.set('+440000', 400);

    expect(await box.flush()).toBe(1);

    const refused = await rowOf(handle.db, '+440000');
    expect(refused).toMatchObject({ attempts: 1, sentAt: null, failedAt: expect.any(Date) });
    expect(refused.failureReason).toBe('The SMS provider refused the message (HTTP 400).');
    expect(refused.failureReason).not.toContain('secret');
    expect(received.map((request) => request.form.To)).toEqual(['+440000', '+447700900124']);
    expect(await rowOf(handle.db, '+447700900124')).toMatchObject({ sentAt: expect.any(Date) });
  });

  it('retries a text the provider could not take (503) instead of failing it', async () => {
    const { box } = smsOutbox();
    await box.queue(handle.db, [textTo('+447700900125')]);
    answers.set('+447700900125', 503);

    expect(await box.flush()).toBe(0);
    expect(await rowOf(handle.db, '+447700900125')).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: null,
      failureReason: 'The SMS provider did not take the message (HTTP 503).',
    });
  });

  it('sends a retry with the same idempotency key, so a provider that honours it sends the text once', async () => {
    const { box } = smsOutbox();
    await box.queue(handle.db, [textTo('+447700900126')]);
    answers.set('+447700900126', 503);
    await box.flush();
    answers.clear();
    const row = await rowOf(handle.db, '+447700900126');
    await makeDue(handle.db, [row.id]);

    expect(await box.flush()).toBe(1);
    expect(received.map((request) => request.idempotencyKey)).toEqual([
      `shortlist-outbox-${row.id}`,
      `shortlist-outbox-${row.id}`,
    ]);
  });

  it('never resends a text whose request got no answer: it may have been sent, so it reads unknown', async () => {
    const { box } = smsOutbox();
    await box.queue(handle.db, [textTo('+447700900127')]);
    answers.set('+447700900127', 0);

    expect(await box.flush()).toBe(0);
    const row = await rowOf(handle.db, '+447700900127');
    await makeDue(handle.db, [row.id]);
    expect(await box.flush()).toBe(0);

    expect(received).toHaveLength(1);
    expect(row).toMatchObject({
      sentAt: null,
      failedAt: expect.any(Date),
      failureReason: outcomeUnknownReason,
    });
  });

  it('refuses to start without SMS_FROM', () => {
    expect(() => createHttpSmsTransport(smsUrl, undefined)).toThrow(/SMS_FROM/);
  });
});
