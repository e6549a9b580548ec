import { stageIds } from '@shortlist/domain/stages';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, stageHistory } from '../../src/db/schema/index.ts';
import {
  auditRowsOf,
  createApplications,
  organizationIdOf,
  placementsOf,
  subStageIdOf,
  userIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Assignment and fast-track over a selection sent as the search filter object (ids, or the whole search
// minus unselectedIds): one request, one transaction, the caller's organisation only.

let t: TestApp;
let hartwell: number;
let northwind: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let managerAdminId: number;
let northwindManagerId: number;
let role: number;
let early: number[];
let late: number[];
let northwindIds: number[];
let finalRoundPending: number;

async function createRole(organizationId: number, name: string): Promise<number> {
  const [row] = await t.db
    .insert(roles)
    .values({ organizationId, name, roleType: 'Training contract' })
    .returning({ id: roles.id });
  if (!row) throw new Error('no role');
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  northwind = await organizationIdOf(t.db, 'northwind');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  managerAdminId = await userIdOf(t.db, 'hm.admin@hartwell.test');
  northwindManagerId = await userIdOf(t.db, 'hm@northwind.test');
  finalRoundPending = await subStageIdOf(t.db, hartwell, stageIds.finalRound, 'pending');
  role = await createRole(hartwell, 'Bulk actions 2027');
  early = await createApplications(t.db, {
    organizationId: hartwell,
    roleId: role,
    stageId: stageIds.applied,
    subStageId: await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending'),
    count: 12,
    label: 'early',
  });
  late = await createApplications(t.db, {
    organizationId: hartwell,
    roleId: role,
    stageId: stageIds.rejected,
    subStageId: await subStageIdOf(t.db, hartwell, stageIds.rejected, 'pending'),
    count: 4,
    label: 'late',
  });
  northwindIds = await createApplications(t.db, {
    organizationId: northwind,
    roleId: await createRole(northwind, 'Northwind bulk 2027'),
    stageId: stageIds.applied,
    subStageId: await subStageIdOf(t.db, northwind, stageIds.applied, 'pending'),
    count: 3,
    label: 'northwind-bulk',
  });
});
afterAll(() => t.close());

const post = (who: SignedIn, url: string, payload: unknown) =>
  who.request({ method: 'POST', url: `/api/v1${url}`, payload: payload as Record<string, unknown> });

const everyone = () => [...early, ...late];

describe('POST /candidate/bulkassign/filter/{userId}', () => {
  it('assigns every candidate of the search except the unselected ones to a manager of the organisation', async () => {
    const unselected = early.slice(0, 2);
    const response = await post(manager, `/candidate/bulkassign/filter/${managerAdminId}`, {
      roleId: role,
      unselectedIds: unselected,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ assigned: everyone().length - 2 });
    const rows = await placementsOf(t.db, everyone());
    for (const row of rows) {
      expect(row.assigneeUserId).toBe(unselected.includes(row.id) ? null : managerAdminId);
    }
    const audit = (await auditRowsOf(t.db, 'candidate.assignee.bulk')).at(-1);
    expect(audit?.details).toEqual({ count: everyone().length - 2, assigneeUserId: managerAdminId });
  });

  it('counts candidates already assigned to that manager as assigned', async () => {
    const response = await post(manager, `/candidate/bulkassign/filter/${managerAdminId}`, { ids: early });
    expect(response.json()).toEqual({ assigned: early.length });
    expect((await placementsOf(t.db, early)).every((row) => row.assigneeUserId === managerAdminId)).toBe(
      true,
    );
  });

  it('answers 404 for a user who is not a manager of the organisation, and assigns nobody', async () => {
    const before = await placementsOf(t.db, everyone());
    const candidateUser = await userIdOf(t.db, 'early-0@pipeline.test');
    for (const userId of [northwindManagerId, candidateUser, 999_999]) {
      const response = await post(manager, `/candidate/bulkassign/filter/${userId}`, { roleId: role });
      expect(response.statusCode).toBe(404);
    }
    expect(await placementsOf(t.db, everyone())).toEqual(before);
  });

  it("never assigns hartwell's candidates for hm@northwind.test, whatever the filter names", async () => {
    const before = await placementsOf(t.db, everyone());
    const response = await post(northwindManager, `/candidate/bulkassign/filter/${northwindManagerId}`, {
      subdomain: 'hartwell',
      ids: [...everyone(), ...northwindIds],
    });
    expect(response.json()).toEqual({ assigned: northwindIds.length });
    expect(await placementsOf(t.db, everyone())).toEqual(before);
  });

  it('refuses a bad user id or filter with a field error and changes nothing', async () => {
    const before = await placementsOf(t.db, everyone());
    const badUser = await post(manager, '/candidate/bulkassign/filter/someone', { roleId: role });
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json().errors.map((error: { field: string }) => error.field)).toEqual(['userId']);
    const badFilter = await post(manager, `/candidate/bulkassign/filter/${managerAdminId}`, {
      filters: { statuses: ['NOPE'] },
    });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors[0].field).toMatch(/^filters\.statuses/);
    expect(await placementsOf(t.db, everyone())).toEqual(before);
  });

  it('refuses a diversity filter to a standard manager with 403 and assigns nobody', async () => {
    const before = await placementsOf(t.db, everyone());
    const response = await post(manager, `/candidate/bulkassign/filter/${managerAdminId}`, {
      roleId: role,
      filters: { ethnicity: [1] },
    });
    expect(response.statusCode).toBe(403);
    expect(await placementsOf(t.db, everyone())).toEqual(before);
  });
});

describe('a diversity filter in a bulk action', () => {
  it('is open to a manager admin, and its use is audited by filter name', async () => {
    const response = await post(managerAdmin, `/candidate/bulkassign/filter/${managerAdminId}`, {
      roleId: role,
      filters: { ethnicity: [1] },
    });
    expect(response.statusCode).toBe(200);
    const audit = (await auditRowsOf(t.db, 'search.special-category-filter')).at(-1);
    expect(audit).toMatchObject({ actorUserId: managerAdminId, organizationId: hartwell });
    expect(audit?.details).toEqual({ filters: ['ethnicity'] });
  });
});

describe('POST /candidate/fasttrack/filter/{stageId}/{substageId}', () => {
  const url = (
    stageId: number | string = stageIds.finalRound,
    substageId: number | string = finalRoundPending,
  ) => `/candidate/fasttrack/filter/${stageId}/${substageId}`;

  it('refuses a diversity filter to a standard manager with 403 and moves nobody', async () => {
    const before = await placementsOf(t.db, everyone());
    const response = await post(manager, url(), { roleId: role, filters: { gender: [1] } });
    expect(response.statusCode).toBe(403);
    expect(await placementsOf(t.db, everyone())).toEqual(before);
  });

  it('refuses an unknown stage or a sub-stage of another stage with a field error, moving nobody', async () => {
    const before = await placementsOf(t.db, everyone());
    const unknownStage = await post(manager, url(12), { roleId: role });
    expect(unknownStage.statusCode).toBe(400);
    expect(unknownStage.json().errors.map((error: { field: string }) => error.field)).toEqual(['stageId']);
    const otherStage = await subStageIdOf(t.db, hartwell, stageIds.firstRound, 'pending');
    const mismatched = await post(manager, url(stageIds.finalRound, otherStage), { roleId: role });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().errors.map((error: { field: string }) => error.field)).toEqual(['substageId']);
    expect(await placementsOf(t.db, everyone())).toEqual(before);
  });

  it("moves none of hartwell's candidates for hm@northwind.test, whatever the filter names", async () => {
    const before = await placementsOf(t.db, everyone());
    const northwindFinal = await subStageIdOf(t.db, northwind, stageIds.finalRound, 'pending');
    const response = await post(northwindManager, url(stageIds.finalRound, northwindFinal), {
      subdomain: 'hartwell',
      ids: everyone(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ moved: 0, batchId: expect.any(String), undoCandidateId: null });
    expect(await placementsOf(t.db, everyone())).toEqual(before);
  });

  it('moves only the selected candidates at earlier stages, as one batch that one undo takes back', async () => {
    const unselected = early[0] ?? 0;
    const response = await post(manager, url(), { roleId: role, unselectedIds: [unselected] });
    expect(response.statusCode).toBe(200);
    const { batchId, undoCandidateId } = response.json();
    expect(response.json()).toEqual({
      moved: early.length - 1,
      batchId: expect.any(String),
      undoCandidateId: early[1],
    });
    const after = await placementsOf(t.db, everyone());
    for (const row of after) {
      const expected = late.includes(row.id)
        ? stageIds.rejected
        : row.id === unselected
          ? stageIds.applied
          : stageIds.finalRound;
      expect(row.stageId).toBe(expected);
    }
    const history = await t.db
      .select()
      .from(stageHistory)
      .where(and(eq(stageHistory.batchId, batchId), inArray(stageHistory.candidateId, everyone())));
    expect(history).toHaveLength(early.length - 1);
    expect(history.every((row) => row.reason === 'fast-track')).toBe(true);

    const undone = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${undoCandidateId}/undo`,
    });
    // Issue 32: the final round's held messages to them are cancelled too.
    expect(undone.json()).toEqual({
      undone: early.length - 1,
      batchId,
      cancelledMessages: early.length - 1,
      goneMessages: 0,
    });
    expect((await placementsOf(t.db, early)).every((row) => row.stageId === stageIds.applied)).toBe(true);
  });
});
