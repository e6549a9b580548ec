import { stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../src/db/schema/index.ts';
import {
  applicantOn,
  configureOrganization,
  newRole,
  setContextualFlags,
} from '../support/screening-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let manager: SignedIn;
let role: Awaited<ReturnType<typeof newRole>>;
let oldest: number;
let middle: number;
let newest: number;
let atFirstRound: number;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  role = await newRole(t, 'hartwell', 'Screening queue 2028');
  newest = (await applicantOn(t, role, stageIds.forReview, '2026-03-03', 'Nia')).id;
  const first = await applicantOn(t, role, stageIds.applied, '2026-03-01', 'Oscar');
  oldest = first.id;
  middle = (await applicantOn(t, role, stageIds.forApplicationReview, '2026-03-02', 'Maya')).id;
  await setContextualFlags(t, first.userId, ['firstGeneration', 'freeSchoolMeals']);
  atFirstRound = (await applicantOn(t, role, stageIds.firstRound, '2026-02-01')).id;
  const deleted = (await applicantOn(t, role, stageIds.applied, '2026-02-02')).id;
  await t.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, deleted));
  const unsubmitted = (await applicantOn(t, role, stageIds.applied, '2026-02-03')).id;
  await t.db.update(candidates).set({ status: 'PENDING' }).where(eq(candidates.id, unsubmitted));
});
afterAll(() => t.close());

const queueUrl = (query: Record<string, string> = {}) =>
  `/api/v1/organization/${role.organizationId}/screening?${new URLSearchParams({ roleId: String(role.id), ...query })}`;

describe('GET /api/v1/organization/{orgId}/screening', () => {
  it("lists the role's submitted, live applications at the application-screen stages, oldest first", async () => {
    const response = await manager.request({ method: 'GET', url: queueUrl() });
    expect(response.statusCode).toBe(200);
    const queue = response.json();
    expect(queue.stageIds).toEqual([stageIds.applied, stageIds.forReview, stageIds.forApplicationReview]);
    expect(queue.candidates.map((entry: { id: number }) => entry.id)).toEqual([oldest, middle, newest]);
    expect(queue).toMatchObject({ remaining: 3, held: 0 });
    expect(queue.candidates[0]).toEqual({
      id: oldest,
      name: 'Oscar Applicant',
      role: { id: role.id, name: 'Screening queue 2028' },
      stageId: stageIds.applied,
      appliedAt: '2026-03-01T09:00:00.000Z',
      contextualFlags: ['firstGeneration', 'freeSchoolMeals'],
    });
    expect(queue.candidates[1].contextualFlags).toEqual([]);
    expect(response.body).not.toContain(String(atFirstRound));
  });

  it('narrows the queue to one stage, and refuses a stage that is not an application screen', async () => {
    const response = await manager.request({ method: 'GET', url: queueUrl({ stageId: '28' }) });
    expect(response.json()).toMatchObject({ stageIds: [28], remaining: 1, candidates: [{ id: newest }] });
    const refused = await manager.request({ method: 'GET', url: queueUrl({ stageId: '6' }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'stageId', message: expect.any(String) }]);
  });

  it('covers every role of the organisation without a role filter', async () => {
    const response = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${role.organizationId}/screening`,
    });
    const queue = response.json();
    expect(queue.remaining).toBeGreaterThan(3);
    expect(queue.candidates.length).toBe(Math.min(200, queue.remaining));
    const ids = queue.candidates.map((entry: { id: number }) => entry.id);
    expect(ids.indexOf(oldest)).toBeLessThan(ids.indexOf(middle));
  });

  it('keeps held candidates out of the queue and lists them with held=true', async () => {
    const hold = await manager.request({
      method: 'POST',
      url: `/api/v1/organization/${role.organizationId}/screening/${middle}`,
      payload: { decision: 'hold' },
    });
    expect(hold.statusCode).toBe(200);
    const queue = (await manager.request({ method: 'GET', url: queueUrl() })).json();
    expect(queue.candidates.map((entry: { id: number }) => entry.id)).toEqual([oldest, newest]);
    expect(queue).toMatchObject({ remaining: 2, held: 1 });
    const held = (await manager.request({ method: 'GET', url: queueUrl({ held: 'true' }) })).json();
    expect(held).toMatchObject({ remaining: 2, held: 1, candidates: [{ id: middle }] });
  });

  it('withholds the name at a blind-review stage and keeps the contextual flags', async () => {
    await configureOrganization(t, role.organizationId, { textArrays: { blindReviewStages: ['1'] } });
    const queue = (await manager.request({ method: 'GET', url: queueUrl() })).json();
    await configureOrganization(t, role.organizationId, { textArrays: { blindReviewStages: [] } });
    expect(queue.candidates[0]).toMatchObject({
      id: oldest,
      name: null,
      contextualFlags: ['firstGeneration', 'freeSchoolMeals'],
    });
    expect(queue.candidates[1]).toMatchObject({ id: newest, name: 'Nia Applicant' });
    expect(JSON.stringify(queue)).not.toContain('Oscar');
  });

  it("answers another organisation's manager 404 and a candidate 403 or 404, showing nothing", async () => {
    const northwind = await signIn(t.app, 'hm@northwind.test');
    const other = await northwind.request({ method: 'GET', url: queueUrl() });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Oscar');
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    expect([403, 404]).toContain((await candidate.request({ method: 'GET', url: queueUrl() })).statusCode);
    expect((await t.app.inject({ method: 'GET', url: queueUrl() })).statusCode).toBe(401);
  });
});
