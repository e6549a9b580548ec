import { stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, stageMessagePolicies, users } from '../../src/db/schema/index.ts';
import { moveCandidates } from '../../src/pipeline/stage-moves.ts';
import {
  demoApplication,
  fieldsOf,
  generatedApplication,
  organizationIdOf,
} from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: number;
let northwind: number;
let manager: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  northwind = await organizationIdOf(t.db, 'northwind');
  manager = await signIn(t.app, 'hm@hartwell.test');
  // Issue 32: the 1st round tells candidates at once (its default holds the email two hours).
  await t.db.insert(stageMessagePolicies).values({
    organizationId: hartwell,
    stageId: stageIds.firstRound,
    notify: true,
    emailTemplate: 'stage-moved',
    timing: 'immediate',
  });
});
afterAll(() => t.close());

const urlOf = (candidateId: number, rest = '', organizationId = hartwell) =>
  `/api/v1/organization/${organizationId}/candidate/${candidateId}${rest}`;

describe('GET /organization/{orgId}/candidate/{id}/contact/{channel}', () => {
  it('lists the stage-moved email after a move, newest first, and not other organisations’ messages', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 1);
    const [person] = await t.db.select().from(users).where(eq(users.id, application.userId));
    if (!person) throw new Error('no person');
    await t.db.insert(outbox).values({
      organizationId: northwind,
      channel: 'EMAIL',
      recipient: person.email,
      subject: 'Northwind news',
      body: 'Not for hartwell',
      template: 'stage-moved',
    });
    await t.db.transaction((tx) =>
      moveCandidates(tx, {
        actorUserId: application.userId,
        organizationId: hartwell,
        candidateIds: [application.id],
        stageId: stageIds.firstRound,
        subStageId: null,
        reason: 'move',
      }),
    );
    await t.app.services.outbox.flush();

    const response = await manager.request({ method: 'GET', url: urlOf(application.id, '/contact/EMAIL') });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ number: 0, size: 20, totalElements: 1, first: true, last: true });
    expect(page.content[0]).toMatchObject({
      channel: 'EMAIL',
      recipient: person.email,
      template: 'stage-moved',
      sentAt: expect.any(String),
      status: 'sent',
      failureReason: null,
    });
    expect(page.content[0].body).toContain('Its status is now: Interview.');
  });

  it('pages the history, filters by channel and hides private links and codes', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 2);
    await t.db.update(users).set({ mobile: '07700900123' }).where(eq(users.id, application.userId));
    const [person] = await t.db.select().from(users).where(eq(users.id, application.userId));
    if (!person) throw new Error('no person');
    const sent = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await t.db.insert(outbox).values([
      {
        organizationId: hartwell,
        channel: 'EMAIL',
        recipient: person.email.toUpperCase(),
        subject: 'Book your interview',
        body: 'Choose a time: https://hartwell.example/interview/secret-booking-token',
        template: 'interview-invitation',
        createdAt: sent(30),
      },
      {
        organizationId: hartwell,
        channel: 'EMAIL',
        recipient: person.email,
        subject: 'Your Hartwell code is 123456',
        body: 'Your code is 123456.',
        template: 'organization-code',
        createdAt: sent(20),
      },
      {
        organizationId: hartwell,
        channel: 'SMS',
        recipient: '07700900123',
        subject: 'Interview reminder',
        body: 'See you tomorrow',
        template: 'reminder',
        createdAt: sent(10),
      },
    ]);

    const all = (await manager.request({ method: 'GET', url: urlOf(application.id, '/contact/ALL') })).json();
    expect(all.content.map((message: { template: string }) => message.template)).toEqual([
      'reminder',
      'organization-code',
      'interview-invitation',
    ]);
    expect(JSON.stringify(all)).not.toMatch(/123456|secret-booking-token/);
    expect(all.content[2].body).toContain('/interview/[redacted]');

    const sms = (await manager.request({ method: 'GET', url: urlOf(application.id, '/contact/SMS') })).json();
    expect(sms.content.map((message: { channel: string }) => message.channel)).toEqual(['SMS']);

    const second = await manager.request({
      method: 'GET',
      url: urlOf(application.id, '/contact/ALL'),
      query: { page: '1', resultsPerPage: '2' },
    });
    expect(second.json()).toMatchObject({
      number: 1,
      totalElements: 3,
      totalPages: 2,
      hasPrevious: true,
      last: true,
    });
    expect(second.json().content.map((message: { template: string }) => message.template)).toEqual([
      'interview-invitation',
    ]);
  });

  it.each([
    ['an unknown channel', '/contact/FAX', {}, 'channel'],
    ['a negative page', '/contact/ALL', { page: '-1' }, 'page'],
  ])('refuses %s with a field error', async (_case, rest, query, field) => {
    const response = await manager.request({
      method: 'GET',
      url: urlOf((await demoApplication(t.db)).id, rest),
      query,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([field]);
  });
});
