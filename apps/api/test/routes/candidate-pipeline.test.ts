import { stageIds } from '@shortlist/domain/stages';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../src/db/schema/index.ts';
import {
  auditRowsOf,
  createApplications,
  historyCountOf,
  organizationIdOf,
  placementsOf,
  roleIdsOf,
  subStageIdOf,
  userIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: number;
let northwind: number;
let manager: SignedIn;
let northwindManager: SignedIn;
let admin: SignedIn;
let candidate: SignedIn;
let managerId: number;
let appliedPending: number;
let firstRoundPending: number;
let northwindFirstRoundPending: number;
let emailed: number;
let silent: number;
let texted: number;
let demoApplicationId: number;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  northwind = await organizationIdOf(t.db, 'northwind');
  [manager, northwindManager, admin, candidate] = await Promise.all([
    signIn(t.app, 'hm@hartwell.test'),
    signIn(t.app, 'hm@northwind.test'),
    signIn(t.app, 'admin@shortlist.test'),
    signIn(t.app, 'candidate@shortlist.test'),
  ]);
  managerId = await userIdOf(t.db, 'hm@hartwell.test');
  appliedPending = await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending');
  firstRoundPending = await subStageIdOf(t.db, hartwell, stageIds.firstRound, 'pending');
  northwindFirstRoundPending = await subStageIdOf(t.db, northwind, stageIds.firstRound, 'pending');
  const [roleId] = await roleIdsOf(t.db, hartwell);
  if (!roleId) throw new Error('hartwell has no role');
  const at = {
    organizationId: hartwell,
    roleId,
    stageId: stageIds.applied,
    subStageId: appliedPending,
    count: 1,
  };
  [emailed = 0] = await createApplications(t.db, { ...at, label: 'emailed' });
  [silent = 0] = await createApplications(t.db, { ...at, label: 'silent', channels: [] });
  [texted = 0] = await createApplications(t.db, {
    ...at,
    label: 'texted',
    channels: ['SMS'],
    mobile: '+447700900123',
  });
  const [demo] = await t.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.userId, await userIdOf(t.db, 'candidate@shortlist.test')))
    .orderBy(asc(candidates.id));
  if (!demo) throw new Error('the demo candidate has no application');
  demoApplicationId = demo.id;
  // Issue 32: the 1st round tells candidates at once by email and text (its default holds an email two hours).
  const policy = await admin.request({
    method: 'PUT',
    url: `/api/v1/organization/${hartwell}/message-policies/${stageIds.firstRound}`,
    payload: { notify: true, emailTemplate: 'stage-moved', smsTemplate: 'stage-moved', timing: 'immediate' },
  });
  if (policy.statusCode !== 200) throw new Error(`the 1st round's policy was not saved: ${policy.body}`);
});
afterAll(() => t.close());

const moveUrl = (
  id: number | string,
  stageId: number | string,
  subStageId: number | string,
  orgId = hartwell,
) => `/api/v1/candidate/${id}/stage/${stageId}/${subStageId}/organization/${orgId}`;

async function stateOf(id: number) {
  return { placement: await placementsOf(t.db, [id]), history: await historyCountOf(t.db, [id]) };
}

describe('POST /candidate/{id}/stage/{stageId}/{substageId}/organization/{orgId}', () => {
  it('moves one candidate and replies where it now stands', async () => {
    const response = await manager.request({ method: 'POST', url: moveUrl(emailed, 6, firstRoundPending) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: emailed,
      roleId: expect.any(Number),
      stageId: stageIds.firstRound,
      subStage: { id: firstRoundPending, code: 'pending' },
      appliedAt: expect.any(Number),
      lastChangeAt: expect.any(Number),
    });
    expect(response.json().lastChangeAt).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('writes who moved the candidate to the stage history and the audit log', async () => {
    expect(await historyCountOf(t.db, [emailed])).toBe(1);
    const audit = (await auditRowsOf(t.db, 'candidate.stage.move')).filter(
      (row) => row.targetId === String(emailed),
    );
    expect(audit).toEqual([
      expect.objectContaining({ actorUserId: managerId, organizationId: hartwell, targetType: 'candidate' }),
    ]);
  });

  it("emails the candidate about the move through the outbox, by the candidate's contact preferences", async () => {
    await t.app.services.outbox.flush();
    const email = t.messages.filter((message) => message.recipient === 'emailed-0@pipeline.test');
    expect(email).toEqual([
      expect.objectContaining({ channel: 'EMAIL', template: 'stage-moved', organizationId: hartwell }),
    ]);
    // Issue 32: the candidate reads the status, never the organisation's stage name.
    expect(email[0]?.body).toContain('Its status is now: Interview.');
    expect(email[0]?.body).not.toContain('1st round');
  });

  it('sends nothing to a candidate with no channels and only a text to one who chose SMS', async () => {
    for (const id of [silent, texted]) {
      const response = await manager.request({ method: 'POST', url: moveUrl(id, 6, firstRoundPending) });
      expect(response.statusCode).toBe(200);
    }
    await t.app.services.outbox.flush();
    expect(t.messages.filter((message) => /^(silent|texted)-0@/.test(message.recipient))).toEqual([]);
    expect(t.messages.filter((message) => message.recipient === '+447700900123')).toEqual([
      expect.objectContaining({ channel: 'SMS', template: 'stage-moved' }),
    ]);
  });

  it('refuses a sub-stage of another stage with 400 and leaves the candidate where it was', async () => {
    const before = await stateOf(emailed);
    const response = await manager.request({ method: 'POST', url: moveUrl(emailed, 7, firstRoundPending) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'substageId', message: expect.any(String) }]);
    expect(await stateOf(emailed)).toEqual(before);
  });

  it("refuses another organisation's sub-stage id with 400 and changes nothing", async () => {
    const before = await stateOf(emailed);
    const response = await manager.request({
      method: 'POST',
      url: moveUrl(emailed, 6, northwindFirstRoundPending),
    });
    expect(response.statusCode).toBe(400);
    expect(await stateOf(emailed)).toEqual(before);
  });

  it.each([
    ['an unknown stage id', 12, 'stageId'],
    ['a stage id as text', 'first', 'stageId'],
    ['an injection-looking sub-stage', '1;drop table candidates', 'substageId'],
  ])('refuses %s with 400 and field errors', async (_case, stageOrSub, field) => {
    const before = await stateOf(emailed);
    const url =
      field === 'stageId' ? moveUrl(emailed, stageOrSub, firstRoundPending) : moveUrl(emailed, 6, stageOrSub);
    const response = await manager.request({ method: 'POST', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect(await stateOf(emailed)).toEqual(before);
  });

  it('answers 404 to hm@northwind.test moving a hartwell candidate, whichever organisation it names', async () => {
    const before = await stateOf(silent);
    const asHartwell = await northwindManager.request({
      method: 'POST',
      url: moveUrl(silent, 6, firstRoundPending),
    });
    const asNorthwind = await northwindManager.request({
      method: 'POST',
      url: moveUrl(silent, 6, northwindFirstRoundPending, northwind),
    });
    expect([asHartwell.statusCode, asNorthwind.statusCode]).toEqual([404, 404]);
    expect(await stateOf(silent)).toEqual(before);
  });

  it('answers 404 when the candidate is not of the organisation the path names, even for the provider', async () => {
    const response = await admin.request({
      method: 'POST',
      url: moveUrl(silent, 6, northwindFirstRoundPending, northwind),
    });
    expect(response.statusCode).toBe(404);
  });

  it('lets the provider move a candidate of the organisation it names', async () => {
    const response = await admin.request({ method: 'POST', url: moveUrl(silent, 1, appliedPending) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stageId: stageIds.applied, subStage: { code: 'pending' } });
  });

  it('does not let a candidate move its own application', async () => {
    const before = await stateOf(demoApplicationId);
    const response = await candidate.request({
      method: 'POST',
      url: moveUrl(demoApplicationId, 6, firstRoundPending),
    });
    expect(response.statusCode).toBe(403);
    expect(await stateOf(demoApplicationId)).toEqual(before);
  });
});

describe('POST /candidate/{id}/ostage/{stageId}', () => {
  it("moves the candidate to the stage's default sub-stage in its own organisation", async () => {
    const response = await manager.request({ method: 'POST', url: `/api/v1/candidate/${texted}/ostage/9` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: texted,
      stageId: stageIds.assessmentCentre,
      subStage: { code: 'pending' },
    });
  });

  it('answers 404 to another organisation and 400 to an unknown stage, changing nothing', async () => {
    const before = await stateOf(texted);
    const foreign = await northwindManager.request({
      method: 'POST',
      url: `/api/v1/candidate/${texted}/ostage/9`,
    });
    const unknown = await manager.request({ method: 'POST', url: `/api/v1/candidate/${texted}/ostage/13` });
    expect([foreign.statusCode, unknown.statusCode]).toEqual([404, 400]);
    expect(await stateOf(texted)).toEqual(before);
  });
});

describe('GET /candidate/{id}/history', () => {
  it('lists the moves newest first with the sub-stage code, who moved and why', async () => {
    const response = await manager.request({ method: 'GET', url: `/api/v1/candidate/${texted}/history` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        fromStageId: stageIds.firstRound,
        toStageId: stageIds.assessmentCentre,
        toSubStageCode: 'pending',
        actorName: 'James Okafor',
        reason: 'move',
        at: expect.any(Number),
        // The caller's own move of a moment ago: the record offers to undo it.
        undoable: true,
      },
      expect.objectContaining({
        fromStageId: stageIds.applied,
        toStageId: stageIds.firstRound,
        undoable: false,
      }),
    ]);
  });

  it('answers 404 to another organisation and to the candidate itself', async () => {
    const foreign = await northwindManager.request({
      method: 'GET',
      url: `/api/v1/candidate/${texted}/history`,
    });
    const own = await candidate.request({
      method: 'GET',
      url: `/api/v1/candidate/${demoApplicationId}/history`,
    });
    expect([foreign.statusCode, own.statusCode]).toEqual([404, 404]);
  });
});
