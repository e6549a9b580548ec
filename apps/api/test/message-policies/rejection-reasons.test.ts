import { stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, rejectionReasons, roles } from '../../src/db/schema/index.ts';
import {
  auditRowsOf,
  createApplications,
  organizationIdOf,
  subStageIdOf,
} from '../support/pipeline-fixtures.ts';
import { readReport, S, table, W } from '../support/report-tables.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 32: an organisation's reasons for a rejection (the defaults, renamed or retired, and its own), which a
// move to Rejected must give and the rejection report counts, small groups suppressed.

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let roleId: number;

const reasonsUrl = () => `/api/v1/organization/${hartwell}/rejection-reasons`;

async function reasons(who: SignedIn = manager) {
  const response = await who.request({ method: 'GET', url: reasonsUrl() });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; name: string; isDefault: boolean; retired: boolean }[];
}

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  // The rejection report is offered to lateral hirers.
  await t.db.update(organizations).set({ lateralHiring: true }).where(eq(organizations.id, hartwell));
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  const [role] = await t.db
    .insert(roles)
    .values({ organizationId: hartwell, name: 'Reasons cohort 2027', roleType: 'Training contract' })
    .returning({ id: roles.id });
  roleId = role?.id ?? 0;
});
afterAll(() => t.close());

describe('the list', () => {
  it('starts with the defaults, none retired', async () => {
    const list = await reasons();
    expect(list.map((reason) => reason.id)).toEqual([
      'academic-threshold',
      'application-answers',
      'online-test-result',
      'interview-performance',
      'assessment-centre-performance',
      'role-filled',
      'right-to-work',
      'withdrawn-by-firm',
      'other',
    ]);
    expect(list.every((reason) => reason.isDefault && !reason.retired)).toBe(true);
  });

  it('lets a manager admin add, rename and retire, each audited', async () => {
    const added = await managerAdmin.request({
      method: 'POST',
      url: reasonsUrl(),
      payload: { name: 'Did not attend' },
    });
    expect(added.statusCode).toBe(201);
    const own = added.json() as { id: string };
    expect(own).toMatchObject({ name: 'Did not attend', isDefault: false, retired: false });

    const renamed = await managerAdmin.request({
      method: 'PUT',
      url: `${reasonsUrl()}/role-filled`,
      payload: { name: 'Places filled' },
    });
    expect(renamed.json()).toMatchObject({ id: 'role-filled', name: 'Places filled', isDefault: true });
    const retired = await managerAdmin.request({
      method: 'PUT',
      url: `${reasonsUrl()}/${own.id}`,
      payload: { retired: true },
    });
    expect(retired.json()).toMatchObject({ id: own.id, retired: true });
    expect(await reasons()).toContainEqual(expect.objectContaining({ id: own.id, retired: true }));
    expect((await auditRowsOf(t.db, 'rejection-reason.added')).length).toBe(1);
    expect((await auditRowsOf(t.db, 'rejection-reason.changed')).length).toBe(2);

    // A retired reason is no longer accepted by a rejection.
    const [id = 0] = await createApplications(t.db, {
      organizationId: hartwell,
      roleId,
      stageId: stageIds.applied,
      subStageId: await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending'),
      count: 1,
      label: 'retired-reason',
    });
    const refused = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${id}/ostage/${stageIds.rejected}`,
      payload: { rejectionReasonId: own.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'rejectionReasonId', message: expect.any(String) }]);
  });

  it('refuses a blank name field by field and an unknown reason with 404', async () => {
    const blank = await managerAdmin.request({ method: 'POST', url: reasonsUrl(), payload: { name: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.map((error: { field: string }) => error.field)).toEqual(['name']);
    const unknown = await managerAdmin.request({
      method: 'PUT',
      url: `${reasonsUrl()}/no-such-reason`,
      payload: { name: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('lets a standard manager read and not change', async () => {
    expect((await reasons(manager)).length).toBeGreaterThan(0);
    const add = await manager.request({ method: 'POST', url: reasonsUrl(), payload: { name: 'Mine' } });
    expect(add.statusCode).toBe(403);
    const change = await manager.request({
      method: 'PUT',
      url: `${reasonsUrl()}/other`,
      payload: { retired: true },
    });
    expect(change.statusCode).toBe(403);
    expect((await reasons()).find((reason) => reason.id === 'other')?.retired).toBe(false);
  });

  it('answers 404 to another organisation’s manager and 401 without a token', async () => {
    expect((await northwindManager.request({ method: 'GET', url: reasonsUrl() })).statusCode).toBe(404);
    const add = await northwindManager.request({
      method: 'POST',
      url: reasonsUrl(),
      payload: { name: 'Theirs' },
    });
    expect(add.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: reasonsUrl() })).statusCode).toBe(401);
  });

  it('refuses another organisation’s own reason on a rejection', async () => {
    const northwind = await organizationIdOf(t.db, 'northwind');
    await t.db
      .insert(rejectionReasons)
      .values({ organizationId: northwind, reasonId: 'own-northwind', name: 'Northwind only' });
    const [id = 0] = await createApplications(t.db, {
      organizationId: hartwell,
      roleId,
      stageId: stageIds.applied,
      subStageId: await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending'),
      count: 1,
      label: 'other-org-reason',
    });
    const refused = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${id}/ostage/${stageIds.rejected}`,
      payload: { rejectionReasonId: 'own-northwind' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'rejectionReasonId', message: expect.any(String) }]);
  });
});

describe('the rejection report', () => {
  const applied = () => subStageIdOf(t.db, hartwell, stageIds.applied, 'pending');
  const rejectedPending = () => subStageIdOf(t.db, hartwell, stageIds.rejected, 'pending');

  async function newRole(name: string) {
    const [role] = await t.db
      .insert(roles)
      .values({ organizationId: hartwell, name, roleType: 'Training contract' })
      .returning({ id: roles.id });
    return role?.id ?? 0;
  }

  async function rejectNew(role: number, label: string, count: number, rejectionReasonId: string) {
    const ids = await createApplications(t.db, {
      organizationId: hartwell,
      roleId: role,
      stageId: stageIds.applied,
      subStageId: await applied(),
      count,
      label,
    });
    const substageId = await rejectedPending();
    const response = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/bulkstage/${stageIds.rejected}/${substageId}`,
      payload: { ids, roleId: role, stageId: stageIds.rejected, substageId, rejectionReasonId },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const reasonFigures = async (role: number) => {
    const rows = table(await readReport(manager, 'rejection', role), 'rejectionReason').rows;
    return Object.fromEntries(rows.map(([key, ...cells]) => [key, cells[0]]));
  };

  it('counts the rejected by reason, by the reason’s current name', async () => {
    const role = await newRole('Reasons shown 2027');
    await rejectNew(role, 'shown-answers', 5, 'application-answers');
    await rejectNew(role, 'shown-filled', 6, 'role-filled');
    expect(await reasonFigures(role)).toMatchObject({
      'application-answers': 5,
      'role-filled': 6,
      'interview-performance': 0,
      'not-recorded': 0,
      total: 11,
    });
    const section = (await readReport(manager, 'rejection', role)).sections.find(
      (each) => each.key === 'rejectionReason',
    );
    // The renamed default is reported by its new name.
    expect(section?.rows.find((row) => row.key === 'role-filled')?.label).toBe('Places filled');
  });

  it('hides a reason given to fewer than five, and what would give it away', async () => {
    const role = await newRole('Reasons hidden 2027');
    await rejectNew(role, 'hidden-answers', 5, 'application-answers');
    await rejectNew(role, 'hidden-threshold', 2, 'academic-threshold');
    const figures = await reasonFigures(role);
    expect(figures['academic-threshold']).toBe(S);
    expect(figures['application-answers']).toBe(W);
  });
});

describe('the record’s stage history', () => {
  it('names the reason on the move that rejected the candidate, and not on an earlier rejection', async () => {
    const applied = await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending');
    const [id = 0] = await createApplications(t.db, {
      organizationId: hartwell,
      roleId,
      stageId: stageIds.applied,
      subStageId: applied,
      count: 1,
      label: 'history-reason',
    });
    const rejected = await subStageIdOf(t.db, hartwell, stageIds.rejected, 'pending');
    const move = async (stageId: number, substageId: number, rejectionReasonId?: string) => {
      const response = await manager.request({
        method: 'POST',
        url: `/api/v1/candidate/bulkstage/${stageId}/${substageId}`,
        payload: { ids: [id], roleId, stageId, substageId, rejectionReasonId },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await move(stageIds.rejected, rejected, 'application-answers');
    await move(stageIds.applied, applied);
    await move(stageIds.rejected, rejected, 'right-to-work');
    const response = await manager.request({ method: 'GET', url: `/api/v1/candidate/${id}/history` });
    expect(response.statusCode).toBe(200);
    const entries = response.json() as { toStageId: number; rejectionReason?: string }[];
    expect(entries.map((entry) => [entry.toStageId, entry.rejectionReason])).toEqual([
      [stageIds.rejected, 'Right to work'],
      [stageIds.applied, undefined],
      [stageIds.rejected, undefined],
    ]);
  });
});
