import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSmsWebhook } from '../../src/inbound/sms-signature.ts';
import { organizationIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn } from '../support/test-app.ts';
import {
  applicants,
  messageFrom,
  publicUrl,
  repliesOf,
  replyCount,
  smsWebhookSecret,
  startReplyApp,
} from './reply-world.ts';

// Issue 32: texts people send back, posted by a Twilio-style provider with X-Twilio-Signature.

let t: TestApp;
let manager: SignedIn;
let hartwell: number;
beforeAll(async () => {
  t = await startReplyApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  hartwell = await organizationIdOf(t.db, 'hartwell');
});
afterAll(() => t.close());

const path = '/api/public/sms/replies';
let sid = 0;
function nextSid() {
  sid += 1;
  return `SM${String(sid).padStart(32, '0')}`;
}

function textFrom(from: string, body: string, messageSid = nextSid()) {
  return {
    From: from,
    To: '+447700900000',
    Body: body,
    MessageSid: messageSid,
    AccountSid: 'AC123',
    NumMedia: '0',
  };
}

function post(fields: Record<string, string>, signature: string | null) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature !== null && { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const signed = (fields: Record<string, string>) =>
  signSmsWebhook(smsWebhookSecret, `${publicUrl}${path}`, fields);

describe('POST /api/public/sms/replies', () => {
  it('keeps a signed text from a number the organisation texted, on that person, in their contact history', async () => {
    const [texted = 0] = await applicants(t, 'hartwell', 'texter', {
      channels: ['EMAIL', 'SMS'],
      mobile: '07700 900456',
    });
    await messageFrom(t, manager, [texted], 'SMS');
    const fields = textFrom('+447700900456', 'Yes, Tuesday is fine');

    const response = await post(fields, signed(fields));

    expect(response.statusCode).toBe(204);
    const replies = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${texted}/replies`,
    });
    expect(replies.json()).toEqual([
      expect.objectContaining({
        channel: 'SMS',
        sender: '07700900456',
        subject: null,
        body: 'Yes, Tuesday is fine',
        attachments: [],
      }),
    ]);
    // The provider posts again when unsure it was heard: the same MessageSid is kept once.
    expect((await post(fields, signed(fields))).statusCode).toBe(204);
    expect(await repliesOf(t, [texted])).toHaveLength(1);
  });

  it('refuses 403 with a wrong, missing or other-URL signature, and keeps nothing', async () => {
    const [texted = 0] = await applicants(t, 'hartwell', 'badsig', {
      channels: ['EMAIL', 'SMS'],
      mobile: '07700900457',
    });
    await messageFrom(t, manager, [texted], 'SMS');
    const fields = textFrom('+447700900457', 'Hello');
    const before = await replyCount(t);

    const wrongSecret = signSmsWebhook('another-secret', `${publicUrl}${path}`, fields);
    const otherUrl = signSmsWebhook(smsWebhookSecret, `https://elsewhere.test${path}`, fields);
    const altered = signed({ ...fields, Body: 'Something else' });
    for (const signature of [wrongSecret, otherUrl, altered, null, '']) {
      const response = await post(fields, signature);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(smsWebhookSecret);
    }
    expect(await replyCount(t)).toBe(before);
  });

  it('keeps nothing from a number no organisation texted', async () => {
    const before = await replyCount(t);
    const fields = textFrom('+447700900999', 'Who is this?');
    expect((await post(fields, signed(fields))).statusCode).toBe(204);
    expect(await replyCount(t)).toBe(before);
  });

  it('answers a signed post without the fields 400 at the field, keeping nothing', async () => {
    const fields = { From: '+447700900456', To: '+447700900000', Body: 'No id' };
    const response = await post(fields, signed(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ field: 'MessageSid' }));
  });
});
