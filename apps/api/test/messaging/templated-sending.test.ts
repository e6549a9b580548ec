import { stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema/index.ts';
import { clock } from '../../src/shared/clock.ts';
import {
  createApplications,
  organizationIdOf,
  outboxRowsFor,
  roleIdsOf,
  subStageIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let hartwell: number;
let roleId: number;

const brand = { brandColour: '#8a1538', logoUrl: 'https://cdn.example.com/hartwell.png' };

async function applications(label: string, count: number, extra: object = {}) {
  return createApplications(t.db, {
    organizationId: hartwell,
    roleId,
    stageId: stageIds.applied,
    subStageId: await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending'),
    count,
    label,
    ...extra,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'hm.admin@hartwell.test');
  manager = await signIn(t.app, 'hm@hartwell.test');
  hartwell = await organizationIdOf(t.db, 'hartwell');
  [roleId = 0] = await roleIdsOf(t.db, hartwell);
  const [row] = await t.db.select().from(organizations).where(eq(organizations.id, hartwell));
  const configuration = row?.defaultConfiguration ?? { views: {}, text: {}, textArrays: {}, oauth: {} };
  await t.db
    .update(organizations)
    .set({ defaultConfiguration: { ...configuration, text: { ...configuration.text, ...brand } } })
    .where(eq(organizations.id, hartwell));
});
afterAll(async () => {
  clock.reset();
  await t.close();
});

describe('a bulk rejection after the rejection template was edited', () => {
  it('sends one branded email per candidate with the merged name in its HTML and text parts', async () => {
    const saved = await admin.request({
      method: 'PUT',
      url: '/api/v1/templates/messages/rejected/EMAIL',
      payload: {
        subject: 'Your application to {{ organization.name }}',
        body: 'Dear {{ candidate.fullName }},\n\nThank you.',
      },
    });
    expect(saved.statusCode).toBe(200);
    const ids = await applications('rejected', 3);
    const rejectedPending = await subStageIdOf(t.db, hartwell, stageIds.rejected, 'pending');
    const moved = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/bulkstage/${stageIds.rejected}/${rejectedPending}`,
      // Issue 32: the plain rejection chosen over the wording by stage, with the reason a rejection needs.
      payload: {
        ids,
        stageId: stageIds.rejected,
        substageId: rejectedPending,
        roleId,
        message: { template: 'rejected' },
        rejectionReasonId: 'other',
      },
    });
    expect(moved.statusCode).toBe(200);

    // Queued unrendered for the next working morning; the contact history already shows each message as it
    // will go out.
    const history = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${ids[1]}/contact/EMAIL`,
    });
    expect(history.json().content).toEqual([
      expect.objectContaining({
        template: 'rejected',
        subject: 'Your application to Hartwell & Finch LLP',
        body: 'Dear rejected1 Pipeline,\n\nThank you.',
        status: 'scheduled',
      }),
    ]);

    // Four days on is past the next working day's 09:00 whatever the day today.
    clock.advance(4 * 24 * 60 * 60 * 1000);
    await t.app.services.outbox.flush();
    const rows = await outboxRowsFor(t.db, 'rejected');
    expect(rows).toHaveLength(3);
    rows.forEach((row, n) => {
      const sent = t.messages.find((message) => message.recipient === row.recipient);
      expect(sent).toMatchObject({
        template: 'rejected',
        subject: 'Your application to Hartwell & Finch LLP',
        body: `Dear rejected${n} Pipeline,\n\nThank you.`,
      });
      expect(sent?.html).toContain(`Dear rejected${n} Pipeline,`);
      expect(sent?.html).toContain(brand.brandColour);
      expect(sent?.html).toContain(`src="${brand.logoUrl}"`);
      expect(row).toMatchObject({ subject: sent?.subject, body: sent?.body, data: null });
      expect(row.sentAt).not.toBeNull();
    });
  });
});

describe('POST /messages', () => {
  it('texts those who accept texts, counts the opted-out and those without a mobile, and keeps a history', async () => {
    const texts = await applications('texted', 2, { channels: ['EMAIL', 'SMS'], mobile: '+44 7700 900123' });
    const emailOnly = await applications('emailonly', 1, { channels: ['EMAIL'] });
    const noMobile = await applications('nomobile', 1, { channels: ['SMS'] });
    const [texted = 0] = texts;
    const response = await manager.request({
      method: 'POST',
      url: '/api/v1/messages',
      payload: {
        channel: 'SMS',
        body: 'Hi {{ candidate.firstName }}, see you on Monday.',
        filter: { ids: [...texts, ...emailOnly, ...noMobile] },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: 2, skipped: { optedOut: 1, noAddress: 1 } });
    await t.app.services.outbox.flush();
    const sent = t.messages.filter((message) => message.channel === 'SMS' && message.template === 'direct');
    expect(sent.map((message) => message.body)).toContain('Hi texted0, see you on Monday.');
    expect(
      sent.every((message) => message.recipient === '07700900123' || !message.recipient.startsWith('+')),
    ).toBe(true);
    const history = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${texted}/contact/SMS`,
    });
    expect(history.json().content).toContainEqual(
      expect.objectContaining({ template: 'direct', body: 'Hi texted0, see you on Monday.' }),
    );
  });

  it('fills a copied template’s stage, deadline and link with each candidate’s own application', async () => {
    const [emailed = 0] = await applications('copied', 1, { channels: ['EMAIL'] });
    const response = await manager.request({
      method: 'POST',
      url: '/api/v1/messages',
      payload: {
        channel: 'EMAIL',
        templateKey: 'rejected',
        subject: 'About {{ role.name }}',
        body: 'Hello {{ candidate.firstName }}, you are at {{ stage.name }}. See {{ link }}',
        filter: { ids: [emailed] },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: 1, skipped: { optedOut: 0, noAddress: 0 } });
    await t.app.services.outbox.flush();
    const sent = t.messages.find(
      (message) => message.template === 'rejected' && message.recipient.startsWith('copied-'),
    );
    expect(sent?.body).toMatch(
      /^Hello copied0, you are at Applied\. See https?:\/\/hartwell\.[^/]+\/applications$/,
    );
  });

  it('refuses a merge field a written message cannot fill, naming it at its field', async () => {
    const response = await manager.request({
      method: 'POST',
      url: '/api/v1/messages',
      payload: { channel: 'EMAIL', subject: 'Your code', body: 'Use {{ code }}', filter: { roleId } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body', message: expect.stringContaining('{{ code }}') },
    ]);
  });

  it('refuses a text with a character outside GSM with a field message', async () => {
    const response = await manager.request({
      method: 'POST',
      url: '/api/v1/messages',
      payload: { channel: 'SMS', body: 'Good luck 🎉', filter: { roleId } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ field: 'body' }));
  });
});
