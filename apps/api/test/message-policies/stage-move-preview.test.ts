import { stageIds } from '@shortlist/domain/stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../src/db/schema/index.ts';
import {
  createApplications,
  organizationIdOf,
  outboxRowsFor,
  roleIdsOf,
  subStageIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 32: before a move, what it will send: to how many by email, text or nothing, with which template and
// when, what a rejection needs, and one candidate's message as it will read. A preview sends and changes nothing.

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let roleId: number;
let emailed: number[];
let texted: number[];
let silent: number[];

const previewUrl = () => `/api/v1/organization/${hartwell}/stage-moves/preview`;
const preview = (who: SignedIn, payload: object) =>
  who.request({ method: 'POST', url: previewUrl(), payload });

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  const [role] = await t.db
    .insert(roles)
    .values({ organizationId: hartwell, name: 'Preview cohort 2027', roleType: 'Training contract' })
    .returning({ id: roles.id });
  roleId = role?.id ?? 0;
  const at = { organizationId: hartwell, roleId, stageId: stageIds.atInterview };
  const subStageId = await subStageIdOf(t.db, hartwell, stageIds.atInterview, 'pending');
  emailed = await createApplications(t.db, { ...at, subStageId, count: 3, label: 'preview-email' });
  texted = await createApplications(t.db, {
    ...at,
    subStageId,
    count: 2,
    label: 'preview-text',
    channels: ['SMS'],
    mobile: '07700900456',
  });
  silent = await createApplications(t.db, {
    ...at,
    subStageId,
    count: 1,
    label: 'preview-none',
    channels: [],
  });
});
afterAll(() => t.close());

describe('a preview of a rejection', () => {
  it('says who gets what, when, with the reasons to choose from and a sample, and sends nothing', async () => {
    const response = await preview(manager, {
      stageId: stageIds.rejected,
      ids: [...emailed, ...texted, ...silent],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      stageId: stageIds.rejected,
      notify: true,
      emailTemplate: 'rejected-by-stage',
      smsTemplate: null,
      templates: ['rejected-after-interview'],
      channels: ['EMAIL'],
      timing: 'scheduled',
      counts: { candidates: 6, email: 3, sms: 0, nothing: 3 },
      reasonRequired: true,
      choosableTemplates: expect.arrayContaining(['rejected', 'rejected-after-interview']),
    });
    expect(body.reasons.map((reason: { id: string }) => reason.id)).toContain('interview-performance');
    expect(new Date(body.sendAt).getTime()).toBeGreaterThan(Date.now());
    expect(body.sample).toMatchObject({
      candidateId: emailed[0],
      channel: 'EMAIL',
      template: 'rejected-after-interview',
      subject: expect.stringContaining('Update on your application'),
    });
    expect(body.sample.body).toContain('preview-email0');
    expect(body.sample.body).not.toMatch(/At interview|Rejected/);
    expect(await outboxRowsFor(t.db, 'preview')).toEqual([]);
  });

  it('follows a choice not to send, and another template', async () => {
    const none = await preview(manager, {
      stageId: stageIds.rejected,
      ids: emailed,
      message: { send: false },
    });
    expect(none.json()).toMatchObject({
      notify: false,
      counts: { candidates: 3, email: 0, sms: 0, nothing: 3 },
      sendAt: null,
      sample: null,
    });
    const plain = await preview(manager, {
      stageId: stageIds.rejected,
      ids: emailed,
      message: { template: 'rejected' },
    });
    expect(plain.json()).toMatchObject({ templates: ['rejected'], counts: { email: 3 } });
  });
});

describe('a preview of another move', () => {
  it('counts texts where the stage’s policy texts, and takes the bulk routes’ search filter', async () => {
    const saved = await managerAdmin.request({
      method: 'PUT',
      url: `/api/v1/organization/${hartwell}/message-policies/${stageIds.firstRound}`,
      payload: {
        notify: true,
        emailTemplate: 'stage-moved',
        smsTemplate: 'stage-moved',
        timing: 'immediate',
      },
    });
    expect(saved.statusCode).toBe(200);
    const response = await preview(manager, { stageId: stageIds.firstRound, filter: { roleId } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      notify: true,
      channels: ['EMAIL', 'SMS'],
      timing: 'immediate',
      sendAt: null,
      counts: { candidates: 6, email: 3, sms: 2, nothing: 1 },
      reasonRequired: false,
      reasons: [],
    });
  });

  it('says an internal stage sends nothing', async () => {
    const response = await preview(manager, { stageId: stageIds.forReview, ids: emailed });
    expect(response.json()).toMatchObject({ notify: false, counts: { nothing: 3 }, sample: null });
  });
});

describe('bad input and tenancy', () => {
  it.each([
    [{ stageId: stageIds.rejected }, 'ids'],
    [{ stageId: stageIds.rejected, ids: [1], filter: { roleId: 1 } }, 'ids'],
    [{ stageId: 99, ids: [1] }, 'stageId'],
    [{ stageId: stageIds.firstRound, ids: [1], message: { template: 'rejected' } }, 'message'],
  ])('refuses %j on %s', async (payload, field) => {
    const response = await preview(manager, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('answers 404 to another organisation’s manager and 401 without a token', async () => {
    const payload = { stageId: stageIds.rejected, ids: emailed };
    expect((await preview(northwindManager, payload)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: previewUrl(), payload })).statusCode).toBe(401);
  });

  it('counts nobody of another organisation named by id', async () => {
    const northwind = await organizationIdOf(t.db, 'northwind');
    const [northwindRole = 0] = await roleIdsOf(t.db, northwind);
    const theirs = await createApplications(t.db, {
      organizationId: northwind,
      roleId: northwindRole,
      stageId: stageIds.applied,
      subStageId: await subStageIdOf(t.db, northwind, stageIds.applied, 'pending'),
      count: 1,
      label: 'preview-northwind',
    });
    const response = await preview(manager, { stageId: stageIds.rejected, ids: theirs });
    expect(response.json()).toMatchObject({ counts: { candidates: 0 }, sample: null });
  });
});
