import { stageIds } from '@shortlist/domain/stages';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, roles } from '../../src/db/schema/index.ts';
import {
  auditRowsOf,
  createApplications,
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
let candidate: SignedIn;
let managerAdminId: number;
let managerId: number;
let hartwellRoles: number[];
let northwindRole: number;
let person: number;
let personUserId: number;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  northwind = await organizationIdOf(t.db, 'northwind');
  [manager, northwindManager, candidate] = await Promise.all([
    signIn(t.app, 'hm@hartwell.test'),
    signIn(t.app, 'hm@northwind.test'),
    signIn(t.app, 'candidate@shortlist.test'),
  ]);
  managerAdminId = await userIdOf(t.db, 'hm.admin@hartwell.test');
  managerId = await userIdOf(t.db, 'hm@hartwell.test');
  hartwellRoles = await roleIdsOf(t.db, hartwell);
  [northwindRole = 0] = await roleIdsOf(t.db, northwind);
  const [id] = await createApplications(t.db, {
    organizationId: hartwell,
    roleId: hartwellRoles[0] ?? 0,
    stageId: stageIds.applied,
    subStageId: await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending'),
    count: 1,
    label: 'person',
  });
  if (!id) throw new Error('fixture missing');
  person = id;
  personUserId = await userIdOf(t.db, 'person-0@pipeline.test');
  await t.db
    .update(candidates)
    .set({ responses: [{ questionId: 'whyUs', response: 'Pro bono work' }] })
    .where(eq(candidates.id, person));
});
afterAll(() => t.close());

const assigneeUrl = (userId: number, id = person) => `/api/v1/candidate/${id}/assignee/${userId}`;
const assigneeOf = async (id = person) => (await placementsOf(t.db, [id]))[0]?.assigneeUserId;

describe('POST and DELETE /candidate/{id}/assignee/{userId}', () => {
  it('assigns the candidate to a manager of its organisation and writes the audit log', async () => {
    const response = await manager.request({ method: 'POST', url: assigneeUrl(managerAdminId) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: person,
      assignee: {
        id: managerAdminId,
        firstName: expect.any(String),
        lastName: expect.any(String),
        email: 'hm.admin@hartwell.test',
      },
    });
    expect(await assigneeOf()).toBe(managerAdminId);
    expect(await auditRowsOf(t.db, 'candidate.assignee.set')).toEqual([
      expect.objectContaining({ actorUserId: managerId, targetId: String(person), organizationId: hartwell }),
    ]);
  });

  it("answers 404 for another organisation's manager or a candidate as assignee, changing nothing", async () => {
    const northwindUser = await userIdOf(t.db, 'hm@northwind.test');
    const responses = await Promise.all(
      [northwindUser, personUserId, 999_999].map((userId) =>
        manager.request({ method: 'POST', url: assigneeUrl(userId) }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    expect(await assigneeOf()).toBe(managerAdminId);
  });

  it('answers 404 to hm@northwind.test assigning a hartwell candidate', async () => {
    const northwindUser = await userIdOf(t.db, 'hm@northwind.test');
    const response = await northwindManager.request({ method: 'POST', url: assigneeUrl(northwindUser) });
    expect(response.statusCode).toBe(404);
    expect(await assigneeOf()).toBe(managerAdminId);
  });

  it('leaves the assignment alone when unassigning someone who is not the assignee', async () => {
    const response = await manager.request({ method: 'DELETE', url: assigneeUrl(managerId) });
    expect(response.statusCode).toBe(200);
    expect(response.json().assignee).toMatchObject({ id: managerAdminId });
  });

  it('unassigns the assignee and writes the audit log', async () => {
    const response = await manager.request({ method: 'DELETE', url: assigneeUrl(managerAdminId) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: person, assignee: null });
    expect(await assigneeOf()).toBeNull();
    expect(await auditRowsOf(t.db, 'candidate.assignee.removed')).toHaveLength(1);
  });
});

describe('POST /candidate/{id}/applications/{roleId}/stage/{stageId}', () => {
  const recordUrl = (roleId: number, stageId: number | string = stageIds.firstRound) =>
    `/api/v1/candidate/${person}/applications/${roleId}/stage/${stageId}`;

  it('records an application to another role on the date given, placed at the stage', async () => {
    const roleId = hartwellRoles[1] ?? 0;
    const response = await manager.request({
      method: 'POST',
      url: recordUrl(roleId),
      payload: { dateApplied: '2026-01-15' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      roleId,
      stageId: stageIds.firstRound,
      subStage: { code: 'pending' },
      appliedAt: Date.UTC(2026, 0, 15) / 1000,
    });
    const history = await manager.request({
      method: 'GET',
      url: `/api/v1/candidate/${response.json().id}/history`,
    });
    expect(history.json()).toEqual([
      expect.objectContaining({ toStageId: stageIds.firstRound, reason: 'recorded' }),
    ]);
  });

  it('updates the same application when recorded again, with the date in epoch seconds', async () => {
    const roleId = hartwellRoles[1] ?? 0;
    const first = await manager.request({
      method: 'POST',
      url: recordUrl(roleId, stageIds.secondRound),
      payload: { dateApplied: 1_767_225_600 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ roleId, stageId: stageIds.secondRound, appliedAt: 1_767_225_600 });
    const rows = await t.db
      .select()
      .from(candidates)
      .where(
        and(eq(candidates.userId, personUserId), eq(candidates.roleId, roleId), isNull(candidates.deletedAt)),
      );
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a date that does not exist', { dateApplied: '2026-02-30' }],
    ['no date', {}],
    ['a date as an object', { dateApplied: { day: 1 } }],
  ])('refuses %s with 400', async (_case, payload) => {
    const response = await manager.request({
      method: 'POST',
      url: recordUrl(hartwellRoles[2] ?? 0),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('dateApplied');
  });

  it("answers 404 for another organisation's role and to another organisation's manager", async () => {
    const foreignRole = await manager.request({
      method: 'POST',
      url: recordUrl(northwindRole),
      payload: { dateApplied: '2026-01-15' },
    });
    const foreignManager = await northwindManager.request({
      method: 'POST',
      url: recordUrl(hartwellRoles[2] ?? 0),
      payload: { dateApplied: '2026-01-15' },
    });
    expect([foreignRole.statusCode, foreignManager.statusCode]).toEqual([404, 404]);
  });
});

describe('POST /candidate/{id}/copy/{roleId}', () => {
  it('copies the application to another role at Applied with the default sub-stage and the same answers', async () => {
    const roleId = hartwellRoles[2] ?? 0;
    const response = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${person}/copy/${roleId}`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      roleId,
      stageId: stageIds.applied,
      subStage: { code: 'pending' },
    });
    const [copy] = await t.db.select().from(candidates).where(eq(candidates.id, response.json().id));
    expect(copy).toMatchObject({
      userId: personUserId,
      organizationId: hartwell,
      responses: [{ questionId: 'whyUs', response: 'Pro bono work' }],
    });
    expect(await auditRowsOf(t.db, 'candidate.copied')).toEqual([
      expect.objectContaining({ details: { sourceCandidateId: person, roleId } }),
    ]);
  });

  it('answers 409 when the person already applied to that role, adding nothing', async () => {
    const roleId = hartwellRoles[2] ?? 0;
    const response = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${person}/copy/${roleId}`,
    });
    expect(response.statusCode).toBe(409);
    const rows = await t.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.userId, personUserId), eq(candidates.roleId, roleId)));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for another organisation's role and to another organisation's manager", async () => {
    const foreignRole = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${person}/copy/${northwindRole}`,
    });
    const foreignManager = await northwindManager.request({
      method: 'POST',
      url: `/api/v1/candidate/${person}/copy/${northwindRole}`,
    });
    expect([foreignRole.statusCode, foreignManager.statusCode]).toEqual([404, 404]);
  });
});

describe('GET /organization/{orgId}/stages', () => {
  const codesOf = (stages: { id: number; subStages: { codeStage: string }[] }[], stageId: number) =>
    stages.find((stage) => stage.id === stageId)?.subStages.map((subStage) => subStage.codeStage);

  it('lists the stages in pipeline order with their sub-stages', async () => {
    const response = await manager.request({ method: 'GET', url: `/api/v1/organization/${hartwell}/stages` });
    expect(response.statusCode).toBe(200);
    const stages = response.json();
    expect(stages.map((stage: { id: number }) => stage.id).slice(0, 3)).toEqual([24, 17, 20]);
    expect(stages.at(-1)).toMatchObject({ id: stageIds.rejected, name: 'Rejected', groupStage: null });
    expect(stages.find((stage: { id: number }) => stage.id === stageIds.atInterview)).toEqual({
      id: stageIds.atInterview,
      name: 'At interview',
      groupStage: 'interview',
      subStages: ['pending', 'invited', 'scheduled', 'completed'].map((codeStage, orderIndex) => ({
        id: expect.any(Number),
        codeStage,
        defaultSubStage: codeStage === 'pending',
        orderIndex,
      })),
    });
  });

  it('drops the interview sub-stages for a role without an interview', async () => {
    const roleId = hartwellRoles[0] ?? 0;
    await t.db.update(roles).set({ interviewConfigured: false }).where(eq(roles.id, roleId));
    const response = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/stages?roleId=${roleId}`,
    });
    expect(codesOf(response.json(), stageIds.atInterview)).toEqual(['pending', 'completed']);
  });

  it("answers 404 to another organisation's manager and for another organisation's role, 403 to a candidate", async () => {
    const foreign = await northwindManager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/stages`,
    });
    const foreignRole = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/stages?roleId=${northwindRole}`,
    });
    const asCandidate = await candidate.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/stages`,
    });
    expect([foreign.statusCode, foreignRole.statusCode, asCandidate.statusCode]).toEqual([404, 404, 403]);
  });
});
