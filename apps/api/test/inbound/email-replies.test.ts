import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema/index.ts';
import { anonymiseApplications } from '../../src/privacy/anonymise-applications.ts';
import { pdfBytes } from '../support/multipart.ts';
import { organizationIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn } from '../support/test-app.ts';
import {
  addressOf,
  applicants,
  inboundDomain,
  inboundMaxBytes,
  messageFrom,
  repliesOf,
  replyCount,
  replyToOf,
  sendToListener,
  startReplyApp,
} from './reply-world.ts';

// Issue 32, "Replies come back": a candidate answers an email through a real SMTP client to the listener.

let t: TestApp;
let manager: SignedIn;
let admin: SignedIn;
let northwindManager: SignedIn;
let hartwell: number;
beforeAll(async () => {
  t = await startReplyApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  admin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  hartwell = await organizationIdOf(t.db, 'hartwell');
});
afterAll(() => t.close());

const quotedReply = [
  'Yes, Tuesday at 10 works for me.',
  '',
  'Thanks,',
  'Robin',
  '',
  'On Mon, 7 Dec 2026 at 10:00, Hartwell Graduate Recruitment <',
  'no-reply@shortlist.test> wrote:',
  '> Hello Robin, can you come in on Tuesday?',
  '>',
].join('\r\n');

describe('an email to a candidate', () => {
  it("comes from the organisation's sender name at the provider's address, with the thread's own Reply-To", async () => {
    const current = await admin.request({ method: 'GET', url: `/api/v1/organization/${hartwell}/settings` });
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/v1/organization/${hartwell}/settings`,
      headers: { 'if-match': current.headers.etag as string },
      payload: { ...(current.json() as object), senderName: 'Hartwell Graduate Recruitment' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ senderName: 'Hartwell Graduate Recruitment', replyEmail: null });

    const ids = await applicants(t, 'hartwell', 'identity', { count: 2 });
    const sent = await messageFrom(t, manager, ids);
    const first = sent.find((message) => message.recipient === addressOf('identity', 0));
    expect(first?.mail).toEqual({
      from: { name: 'Hartwell Graduate Recruitment', address: 'no-reply@shortlist.test' },
      envelopeFrom: 'no-reply@shortlist.test',
      replyTo: expect.stringMatching(
        new RegExp(`^reply\\+[0-9a-z.]+@${inboundDomain.replaceAll('.', '\\.')}$`),
      ),
    });
    // One thread per message: two people never share a Reply-To.
    expect(replyToOf(sent, addressOf('identity', 1))).not.toBe(first?.mail?.replyTo);
  });

  it('refuses a sender name that would break the From header, at its field', async () => {
    const current = await admin.request({ method: 'GET', url: `/api/v1/organization/${hartwell}/settings` });
    const refused = await admin.request({
      method: 'PUT',
      url: `/api/v1/organization/${hartwell}/settings`,
      payload: { ...(current.json() as object), senderName: 'Hartwell <evil@example.com>' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'senderName', message: expect.any(String) }]);
  });
});

describe('a reply over SMTP to the thread address', () => {
  it('is kept without its quoted history, its file becomes a document and the assignee is told', async () => {
    const [robin = 0] = await applicants(t, 'hartwell', 'robin', { assignee: 'hm@hartwell.test' });
    const replyTo = replyToOf(await messageFrom(t, manager, [robin]), addressOf('robin'));
    const before = t.messages.length;

    const refusal = await sendToListener(t, {
      from: `Robin Pipeline <${addressOf('robin')}>`,
      to: replyTo,
      subject: 'Re: Your interview at Hartwell & Finch LLP',
      text: quotedReply,
      attachments: [{ filename: 'availability.pdf', content: pdfBytes, contentType: 'application/pdf' }],
    });

    expect(refusal).toBeNull();
    const replies = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${robin}/replies`,
    });
    expect(replies.statusCode).toBe(200);
    const [reply] = replies.json();
    expect(reply).toMatchObject({
      candidateId: robin,
      channel: 'EMAIL',
      sender: addressOf('robin'),
      subject: 'Re: Your interview at Hartwell & Finch LLP',
      body: 'Yes, Tuesday at 10 works for me.\n\nThanks,\nRobin',
      attachments: [{ fileName: 'availability.pdf', documentId: expect.any(Number) }],
      attachmentsRefused: 0,
      hiddenByBlindReview: false,
    });
    // The file is one of the candidate's documents, downloadable as any other.
    const download = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${robin}/download/${reply.attachments[0].documentId}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfBytes)).toBe(true);
    const [document] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.id, reply.attachments[0].documentId));
    expect(document).toMatchObject({ candidateId: robin, kind: 'OTHER', uploadedByUserId: null });

    const notices = t.messages.slice(before).filter((message) => message.template === 'reply-received');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      recipient: 'hm@hartwell.test',
      subject: expect.stringContaining('robin0 Pipeline replied'),
    });
    expect(notices[0]?.body).toContain(`/manager/candidate/${robin}`);
    expect(notices[0]?.body).not.toContain('Tuesday');
  });

  it('is kept once when the same message is delivered again', async () => {
    const [sam = 0] = await applicants(t, 'hartwell', 'sam');
    const replyTo = replyToOf(await messageFrom(t, manager, [sam]), addressOf('sam'));
    const mail = {
      from: addressOf('sam'),
      to: replyTo,
      text: 'Confirmed.',
      messageId: '<repeat-1@mail.test>',
    };
    expect(await sendToListener(t, mail)).toBeNull();
    expect(await sendToListener(t, mail)).toBeNull();
    expect(await repliesOf(t, [sam])).toHaveLength(1);
  });
});

describe('an anonymised application', () => {
  it('loses its replies with its documents, and its threads take no more', async () => {
    const [max = 0] = await applicants(t, 'hartwell', 'max');
    const replyTo = replyToOf(await messageFrom(t, manager, [max]), addressOf('max'));
    expect(await sendToListener(t, { from: addressOf('max'), to: replyTo, text: 'Before' })).toBeNull();
    expect(await repliesOf(t, [max])).toHaveLength(1);

    await t.db.transaction((tx) => anonymiseApplications(tx, [max], new Date()));

    expect(await repliesOf(t, [max])).toEqual([]);
    const refusal = await sendToListener(t, { from: addressOf('max'), to: replyTo, text: 'After' });
    expect(refusal).toEqual({ responseCode: 550 });
  });
});

describe('the listener refuses at RCPT and keeps nothing', () => {
  it('for an unknown token, a malformed one and an altered one', async () => {
    const [kim = 0] = await applicants(t, 'hartwell', 'kim');
    const replyTo = replyToOf(await messageFrom(t, manager, [kim]), addressOf('kim'));
    const lastHex = replyTo.at(replyTo.indexOf('@') - 1) ?? '0';
    const altered = `${replyTo.slice(0, replyTo.indexOf('@') - 1)}${lastHex === '0' ? '1' : '0'}${replyTo.slice(replyTo.indexOf('@'))}`;
    const before = await replyCount(t);
    for (const to of [
      `reply+1.1.1.000000000000000000000000@${inboundDomain}`,
      `reply+not-a-token@${inboundDomain}`,
      `someone@${inboundDomain}`,
      altered,
      replyTo.replace(inboundDomain, 'elsewhere.test'),
    ]) {
      expect(await sendToListener(t, { from: addressOf('kim'), to, text: 'Hello' }), to).toEqual({
        responseCode: 550,
      });
    }
    expect(await replyCount(t)).toBe(before);
  });

  it("for another organisation's thread presented by someone who is not its candidate", async () => {
    const [northwinder = 0] = await applicants(t, 'northwind', 'northwinder');
    const replyTo = replyToOf(
      await messageFrom(t, northwindManager, [northwinder]),
      addressOf('northwinder'),
    );
    const [hartwellPerson = 0] = await applicants(t, 'hartwell', 'intruder');
    await messageFrom(t, manager, [hartwellPerson]);
    const before = await replyCount(t);

    const refusal = await sendToListener(t, { from: addressOf('intruder'), to: replyTo, text: 'Let me in' });

    expect(refusal).toEqual({ responseCode: 550 });
    expect(await replyCount(t)).toBe(before);
  });

  it('for a From header that is not the candidate, even from the right envelope address', async () => {
    const [lee = 0] = await applicants(t, 'hartwell', 'lee');
    const replyTo = replyToOf(await messageFrom(t, manager, [lee]), addressOf('lee'));

    const refusal = await sendToListener(t, {
      envelope: { from: addressOf('lee'), to: replyTo },
      from: 'Someone Else <someone@example.com>',
      to: replyTo,
      text: 'Forged',
    });

    expect(refusal).toEqual({ responseCode: 550 });
    expect(await repliesOf(t, [lee])).toEqual([]);
  });

  it('for a message over the size limit', async () => {
    const [ash = 0] = await applicants(t, 'hartwell', 'ash');
    const replyTo = replyToOf(await messageFrom(t, manager, [ash]), addressOf('ash'));

    const refusal = await sendToListener(t, {
      from: addressOf('ash'),
      to: replyTo,
      text: 'My portfolio',
      attachments: [
        { filename: 'big.pdf', content: Buffer.concat([pdfBytes, Buffer.alloc(inboundMaxBytes)]) },
      ],
    });

    expect(refusal).toEqual({ responseCode: 552 });
    expect(await repliesOf(t, [ash])).toEqual([]);
    expect(await t.db.select().from(documents).where(eq(documents.candidateId, ash))).toEqual([]);
  });
});

describe('GET /organization/{orgId}/candidate/{id}/replies', () => {
  it("answers another organisation's manager 404 and a caller without a token 401", async () => {
    const [jo = 0] = await applicants(t, 'hartwell', 'jo');
    const replyTo = replyToOf(await messageFrom(t, manager, [jo]), addressOf('jo'));
    expect(await sendToListener(t, { from: addressOf('jo'), to: replyTo, text: 'Private words' })).toBeNull();
    const northwind = await organizationIdOf(t.db, 'northwind');

    for (const url of [
      `/api/v1/organization/${hartwell}/candidate/${jo}/replies`,
      `/api/v1/organization/${northwind}/candidate/${jo}/replies`,
    ]) {
      const response = await northwindManager.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Private words');
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${jo}/replies`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
