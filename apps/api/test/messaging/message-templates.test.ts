import { messageTemplateKinds } from '@shortlist/domain/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messageTemplates } from '../../src/db/schema/index.ts';
import {
  createApplications,
  organizationIdOf,
  roleIdsOf,
  subStageIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let northwindManager: SignedIn;
let hartwell: number;
let candidateId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'hm.admin@hartwell.test');
  manager = await signIn(t.app, 'hm@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  hartwell = await organizationIdOf(t.db, 'hartwell');
  const [roleId] = await roleIdsOf(t.db, hartwell);
  [candidateId = 0] = await createApplications(t.db, {
    organizationId: hartwell,
    roleId: roleId ?? 0,
    stageId: 1,
    subStageId: await subStageIdOf(t.db, hartwell, 1, 'pending'),
    count: 1,
    label: 'templates',
  });
});
afterAll(() => t.close());

const url = (key: string, channel: string) => `/api/v1/templates/messages/${key}/${channel}`;
const save = (as: SignedIn, key: string, channel: string, payload: object) =>
  as.request({ method: 'PUT', url: url(key, channel), payload });
const preview = (as: SignedIn, key: string, channel: string, payload: object) =>
  as.request({ method: 'POST', url: `${url(key, channel)}/preview`, payload });
const list = async (as: SignedIn) =>
  (await as.request({ method: 'GET', url: '/api/v1/templates/messages' })).json();
const storedRows = () =>
  t.db.select().from(messageTemplates).where(eq(messageTemplates.organizationId, hartwell));

const rejection = {
  subject: 'About {{ role.name }}',
  body: 'Dear {{ candidate.firstName }},\n\nThank you from {{ organization.name }}.',
};

describe('GET /templates/messages', () => {
  it("lists every message and channel but 'direct', with the shipped text, to any manager", async () => {
    const templates = await list(manager);
    const expected = Object.entries(messageTemplateKinds)
      .filter(([key]) => key !== 'direct')
      .flatMap(([, kind]) => kind.channels).length;
    expect(templates).toHaveLength(expected);
    expect(templates).toContainEqual(
      expect.objectContaining({
        key: 'submitted',
        channel: 'EMAIL',
        subject: 'We have received your application for {{ role.name }}',
        customised: false,
        updatedAt: null,
        mergeFields: expect.arrayContaining(['candidate.firstName', 'role.name']),
      }),
    );
    expect(templates.some((template: { key: string }) => template.key === 'direct')).toBe(false);
  });
});

describe('PUT and DELETE /templates/messages/{key}/{channel}', () => {
  it("saves a manager admin's own text, lists it as customised and audits it", async () => {
    const response = await save(admin, 'rejected', 'EMAIL', rejection);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...rejection, customised: true, updatedAt: expect.any(String) });
    expect(await list(manager)).toContainEqual(expect.objectContaining({ key: 'rejected', ...rejection }));
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message-template.saved'), eq(auditLog.organizationId, hartwell)));
    expect(audits).toHaveLength(1);
  });

  it('refuses a standard manager (403) and leaves the text alone', async () => {
    const response = await save(manager, 'rejected', 'EMAIL', { subject: 'x', body: 'y' });
    expect(response.statusCode).toBe(403);
    expect(await storedRows()).toEqual([expect.objectContaining(rejection)]);
  });

  it.each([
    [
      'a Liquid syntax error',
      { subject: 'Hi', body: 'Hello {{ candidate.firstName ' },
      'body',
      /could not be read/,
    ],
    [
      'an unknown merge field',
      { subject: '{{ candidate.password }}', body: 'Hi' },
      'subject',
      /Unknown merge field/,
    ],
    ['a file include', { subject: 'Hi', body: '{% include "secrets" %}' }, 'body', /could not be read/],
  ])('refuses %s with a field message and saves nothing', async (_what, payload, field, message) => {
    const response = await save(admin, 'submitted', 'EMAIL', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message: expect.stringMatching(message) });
    expect((await storedRows()).map((row) => row.key)).toEqual(['rejected']);
  });

  it('refuses a text message with a character outside GSM, and a channel the message has not', async () => {
    const sms = await save(admin, 'rejected', 'SMS', { body: 'Thank you ✓ {{ candidate.firstName }}' });
    expect(sms.statusCode).toBe(400);
    expect(sms.json().errors).toContainEqual({ field: 'body', message: expect.stringContaining('✓') });
    const noSms = await save(admin, 'password-reset', 'SMS', { body: 'Reset: {{ link }}' });
    expect(noSms.statusCode).toBe(400);
    expect(noSms.json().errors).toContainEqual(expect.objectContaining({ field: 'channel' }));
  });

  it("keeps another organisation's manager away from Hartwell's texts", async () => {
    const northwind = await list(northwindManager);
    expect(northwind).toContainEqual(
      expect.objectContaining({ key: 'rejected', channel: 'EMAIL', customised: false }),
    );
    const reset = await northwindManager.request({ method: 'DELETE', url: url('rejected', 'EMAIL') });
    expect(reset.statusCode).toBe(403);
    expect(await storedRows()).toHaveLength(1);
  });

  it('resets to the shipped text', async () => {
    await save(admin, 'stage-moved', 'SMS', { body: 'Hi {{ candidate.firstName }}: {{ stage.name }}' });
    const response = await admin.request({ method: 'DELETE', url: url('stage-moved', 'SMS') });
    expect(response.statusCode).toBe(204);
    expect(await list(manager)).toContainEqual(
      expect.objectContaining({ key: 'stage-moved', channel: 'SMS', customised: false }),
    );
  });
});

describe('POST /templates/messages/{key}/{channel}/preview', () => {
  it('merges a Hartwell candidate into the branded email for any manager', async () => {
    const response = await preview(manager, 'rejected', 'EMAIL', { ...rejection, candidateId });
    expect(response.statusCode).toBe(200);
    const rendered = response.json();
    expect(rendered.text).toBe('Dear templates0,\n\nThank you from Hartwell & Finch LLP.');
    expect(rendered.html).toContain('Dear templates0,');
    expect(rendered.html).toContain('Hartwell &amp; Finch LLP');
    expect(rendered.smsCount).toBeNull();
  });

  it('counts the messages of a text, with sample data when no candidate is named', async () => {
    const response = await preview(manager, 'stage-moved', 'SMS', { body: 'Hi {{ candidate.firstName }}' });
    expect(response.json()).toEqual({ subject: null, text: 'Hi Alex', html: null, smsCount: 1 });
  });

  it("answers 404 to another organisation's manager naming a Hartwell candidate", async () => {
    const response = await preview(northwindManager, 'rejected', 'EMAIL', { ...rejection, candidateId });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('templates0');
  });
});
