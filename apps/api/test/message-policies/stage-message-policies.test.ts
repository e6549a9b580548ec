import { stageIds } from '@shortlist/domain/stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, organizationIdOf, subStageIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 32: what a move to each stage and sub-stage tells the candidate. Defaults need no rows; manager admins
// save a stage's or a sub-stage's own (a sub-stage's overrides its stage's), with versions and an audit row.

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let interviewInvited: number;

const url = (stageId: number, subStageId?: number) =>
  `/api/v1/organization/${hartwell}/message-policies/${stageId}${subStageId === undefined ? '' : `/${subStageId}`}`;

const hold30 = {
  notify: true,
  emailTemplate: 'stage-moved',
  smsTemplate: null,
  timing: 'hold',
  holdMinutes: 30,
};

async function policies(who: SignedIn = manager) {
  const response = await who.request({
    method: 'GET',
    url: `/api/v1/organization/${hartwell}/message-policies`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    timeZone: string;
    policies: { stageId: number; subStageId: number | null; [field: string]: unknown }[];
  };
}

const policyOf = async (stageId: number, subStageId: number | null = null) =>
  (await policies()).policies.find((each) => each.stageId === stageId && each.subStageId === subStageId);

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  interviewInvited = await subStageIdOf(t.db, hartwell, stageIds.atInterview, 'invited');
});
afterAll(() => t.close());

describe('the default policies', () => {
  it('tell nobody of internal moves, hold the stage update two hours, and schedule rejections for 09:00', async () => {
    const list = await policies();
    expect(list.timeZone).toBe('Europe/London');
    expect(await policyOf(stageIds.forApplicationReview)).toMatchObject({
      notify: false,
      emailTemplate: null,
      source: 'default',
    });
    expect(await policyOf(stageIds.atInterview)).toMatchObject({
      notify: true,
      emailTemplate: 'stage-moved',
      timing: 'hold',
      holdMinutes: 120,
      source: 'default',
      version: 'unsaved',
    });
    expect(await policyOf(stageIds.rejected)).toMatchObject({
      notify: true,
      emailTemplate: 'rejected-by-stage',
      timing: 'scheduled',
      localTime: '09:00',
      choosableTemplates: expect.arrayContaining(['rejected-after-interview']),
    });
    // Every sub-stage is listed with the policy it follows.
    expect(await policyOf(stageIds.atInterview, interviewInvited)).toMatchObject({ source: 'default' });
  });
});

describe('saving and resetting', () => {
  it('saves a stage’s policy for its sub-stages too, audited, with its version as the ETag', async () => {
    const response = await managerAdmin.request({
      method: 'PUT',
      url: url(stageIds.atInterview),
      payload: hold30,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(`"${response.json().version}"`);
    expect(response.json()).toMatchObject({ source: 'stage', timing: 'hold', holdMinutes: 30 });
    expect(await policyOf(stageIds.atInterview, interviewInvited)).toMatchObject({
      source: 'stage',
      holdMinutes: 30,
    });
    const audit = (await auditRowsOf(t.db, 'message-policy.saved')).at(-1);
    expect(audit).toMatchObject({ organizationId: hartwell, targetId: String(stageIds.atInterview) });
  });

  it('lets a sub-stage’s own policy override its stage’s, and reset back to it', async () => {
    const own = {
      notify: true,
      emailTemplate: 'stage-moved',
      smsTemplate: 'stage-moved',
      timing: 'immediate',
    };
    const saved = await managerAdmin.request({
      method: 'PUT',
      url: url(stageIds.atInterview, interviewInvited),
      payload: own,
    });
    expect(saved.statusCode).toBe(200);
    expect(await policyOf(stageIds.atInterview, interviewInvited)).toMatchObject({
      source: 'sub-stage',
      timing: 'immediate',
      smsTemplate: 'stage-moved',
    });
    const reset = await managerAdmin.request({
      method: 'DELETE',
      url: url(stageIds.atInterview, interviewInvited),
    });
    expect(reset.statusCode).toBe(204);
    expect(await policyOf(stageIds.atInterview, interviewInvited)).toMatchObject({ source: 'stage' });
    expect((await auditRowsOf(t.db, 'message-policy.reset')).length).toBe(1);
  });

  it('answers 409 stale_version to a save from an older version, and changes nothing', async () => {
    const first = await managerAdmin.request({
      method: 'PUT',
      url: url(stageIds.firstRound),
      payload: hold30,
    });
    const version = first.json().version as string;
    const second = await managerAdmin.request({
      method: 'PUT',
      url: url(stageIds.firstRound),
      headers: { 'if-match': `"${version}"` },
      payload: { ...hold30, holdMinutes: 45 },
    });
    expect(second.statusCode).toBe(200);
    const stale = await managerAdmin.request({
      method: 'PUT',
      url: url(stageIds.firstRound),
      headers: { 'if-match': `"${version}"` },
      payload: { ...hold30, holdMinutes: 60 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('stale_version');
    expect(await policyOf(stageIds.firstRound)).toMatchObject({ holdMinutes: 45 });
  });

  it('goes back to the default when a stage’s own policy is reset', async () => {
    await managerAdmin.request({ method: 'PUT', url: url(stageIds.offerMade), payload: hold30 });
    expect((await managerAdmin.request({ method: 'DELETE', url: url(stageIds.offerMade) })).statusCode).toBe(
      204,
    );
    expect(await policyOf(stageIds.offerMade)).toMatchObject({ source: 'default', holdMinutes: 120 });
  });
});

describe('bad input', () => {
  it.each([
    [{ ...hold30, holdMinutes: null }, 'holdMinutes'],
    [{ ...hold30, timing: 'scheduled', localTime: '9am' }, 'localTime'],
    [{ ...hold30, emailTemplate: null }, 'emailTemplate'],
    [{ ...hold30, emailTemplate: 'rejected-after-interview' }, 'emailTemplate'],
    [{ ...hold30, timing: 'whenever' }, 'timing'],
  ])('refuses %j with a field error on %s, and saves nothing', async (payload, field) => {
    const response = await managerAdmin.request({ method: 'PUT', url: url(stageIds.secondRound), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await policyOf(stageIds.secondRound)).toMatchObject({ source: 'default' });
  });

  it('answers 404 for a sub-stage of another stage', async () => {
    const response = await managerAdmin.request({
      method: 'PUT',
      url: url(stageIds.secondRound, interviewInvited),
      payload: hold30,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('lets a standard manager read and not change', async () => {
    expect((await policies(manager)).policies.length).toBeGreaterThan(0);
    const save = await manager.request({ method: 'PUT', url: url(stageIds.finalRound), payload: hold30 });
    expect(save.statusCode).toBe(403);
    const reset = await manager.request({ method: 'DELETE', url: url(stageIds.atInterview) });
    expect(reset.statusCode).toBe(403);
    expect(await policyOf(stageIds.finalRound)).toMatchObject({ source: 'default' });
  });

  it('answers 404 to another organisation’s manager and 401 without a token', async () => {
    const list = `/api/v1/organization/${hartwell}/message-policies`;
    expect((await northwindManager.request({ method: 'GET', url: list })).statusCode).toBe(404);
    const save = await northwindManager.request({
      method: 'PUT',
      url: url(stageIds.finalRound),
      payload: hold30,
    });
    expect(save.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: list })).statusCode).toBe(401);
    expect(await policyOf(stageIds.finalRound)).toMatchObject({ source: 'default' });
  });
});
