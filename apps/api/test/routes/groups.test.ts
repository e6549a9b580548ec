import { stageIds } from '@shortlist/domain/stages';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateGroupMembers, candidateGroups, candidates, roles } from '../../src/db/schema/index.ts';
import { groupMessages } from '../../src/groups/groups.ts';
import { createApplications, organizationIdOf, subStageIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Candidate groups: an organisation's managers list them, create them, and fill them from a search selection.

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let provider: SignedIn;
let candidate: SignedIn;
let role: number;
let cohort: number[];

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  provider = await signIn(t.app, 'admin@shortlist.test');
  candidate = await signIn(t.app, 'candidate@shortlist.test');
  const [row] = await t.db
    .insert(roles)
    .values({ organizationId: hartwell, name: 'Groups 2027', roleType: 'Training contract' })
    .returning({ id: roles.id });
  role = row?.id ?? 0;
  cohort = await createApplications(t.db, {
    organizationId: hartwell,
    roleId: role,
    stageId: stageIds.applied,
    subStageId: await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending'),
    count: 8,
    label: 'grouped',
  });
});
afterAll(() => t.close());

const createGroup = (who: SignedIn, payload: unknown) =>
  who.request({ method: 'POST', url: '/api/v1/groups', payload: payload as Record<string, unknown> });

const addByFilter = (who: SignedIn, groupId: number | string, payload: unknown) =>
  who.request({
    method: 'POST',
    url: `/api/v1/groups/${groupId}/candidates/filter`,
    payload: payload as Record<string, unknown>,
  });

async function groupCount(): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(candidateGroups);
  return row?.total ?? 0;
}

async function membersOf(groupId: number): Promise<number> {
  const [row] = await t.db
    .select({ total: count() })
    .from(candidateGroupMembers)
    .where(eq(candidateGroupMembers.groupId, groupId));
  return row?.total ?? 0;
}

describe('POST /groups', () => {
  it('creates a group with a trimmed name and answers it', async () => {
    const response = await createGroup(manager, { name: '  Strong writers  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Strong writers',
      candidateCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      filter: null,
      refreshedAt: null,
    });
  });

  it('answers 409 with a field error on name for a name the organisation has, in any case', async () => {
    const before = await groupCount();
    const response = await createGroup(managerAdmin, { name: 'STRONG WRITERS' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([{ field: 'name', message: groupMessages.duplicateName }]);
    expect(await groupCount()).toBe(before);
  });

  it('lets another organisation use the same name', async () => {
    const response = await createGroup(northwindManager, { name: 'Strong writers' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a blank or too long name with a field error and creates nothing', async () => {
    const before = await groupCount();
    for (const name of ['   ', 'x'.repeat(81), 42]) {
      const response = await createGroup(manager, { name });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['name']);
    }
    expect(await groupCount()).toBe(before);
  });

  it('is for managers only: the provider and candidates get 403', async () => {
    for (const who of [provider, candidate]) {
      expect((await createGroup(who, { name: 'Not mine' })).statusCode).toBe(403);
      expect((await who.request({ method: 'GET', url: '/api/v1/groups' })).statusCode).toBe(403);
    }
  });
});

describe('POST /groups/{id}/candidates/filter', () => {
  let groupId: number;
  beforeAll(async () => {
    groupId = (await createGroup(manager, { name: 'Applied in 2027' })).json().id;
  });

  it('adds every candidate of the search except the unselected ones', async () => {
    const response = await addByFilter(manager, groupId, { roleId: role, unselectedIds: cohort.slice(0, 3) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ groupId, added: cohort.length - 3 });
  });

  it('counts only new members when the selection overlaps the group', async () => {
    const response = await addByFilter(manager, groupId, { roleId: role });
    expect(response.json()).toEqual({ groupId, added: 3 });
    expect(await membersOf(groupId)).toBe(cohort.length);
  });

  it('answers 404 to hm@northwind.test adding to a hartwell group, and adds nothing', async () => {
    const [found] = await t.db
      .select({ id: candidateGroups.id })
      .from(candidateGroups)
      .where(and(eq(candidateGroups.name, 'Strong writers'), eq(candidateGroups.organizationId, hartwell)));
    const hartwellGroup = found?.id ?? 0;
    const before = await membersOf(hartwellGroup);
    const response = await addByFilter(northwindManager, hartwellGroup, { ids: cohort });
    expect(response.statusCode).toBe(404);
    expect(await membersOf(hartwellGroup)).toBe(before);
  });

  it("adds none of hartwell's candidates to a northwind group, whatever the filter names", async () => {
    const group = (await createGroup(northwindManager, { name: 'Poachers' })).json().id;
    const response = await addByFilter(northwindManager, group, { subdomain: 'hartwell', ids: cohort });
    expect(response.json()).toEqual({ groupId: group, added: 0 });
    expect(await membersOf(group)).toBe(0);
  });

  it('refuses a diversity filter to a standard manager with 403 and adds nobody', async () => {
    const group = (await createGroup(manager, { name: 'Diverse shortlist' })).json().id;
    const response = await addByFilter(manager, group, { roleId: role, filters: { orientations: ['Gay'] } });
    expect(response.statusCode).toBe(403);
    expect(await membersOf(group)).toBe(0);
  });

  it('refuses a bad group id or filter with a field error and adds nothing', async () => {
    const group = (await createGroup(manager, { name: 'Untouched' })).json().id;
    const badId = await addByFilter(manager, 'first', { roleId: role });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors.map((error: { field: string }) => error.field)).toEqual(['id']);
    const badFilter = await addByFilter(manager, group, { roleId: role, unselectedIds: ['all'] });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors[0].field).toMatch(/^unselectedIds/);
    expect(await membersOf(group)).toBe(0);
  });
});

describe('GET /groups', () => {
  it("lists the organisation's groups by name with their live candidate counts", async () => {
    const deleted = cohort[7] ?? 0;
    await t.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, deleted));
    const response = await manager.request({ method: 'GET', url: '/api/v1/groups' });
    expect(response.statusCode).toBe(200);
    const groups = response.json() as { name: string; candidateCount: number }[];
    expect(groups.map((group) => group.name)).toEqual([
      'Applied in 2027',
      'Diverse shortlist',
      'Strong writers',
      'Untouched',
    ]);
    expect(groups.find((group) => group.name === 'Applied in 2027')?.candidateCount).toBe(cohort.length - 1);
    await t.db.update(candidates).set({ deletedAt: null }).where(eq(candidates.id, deleted));
  });

  it("never shows hm@northwind.test hartwell's groups", async () => {
    const response = await northwindManager.request({ method: 'GET', url: '/api/v1/groups' });
    expect(response.json().map((group: { name: string }) => group.name)).toEqual([
      'Poachers',
      'Strong writers',
    ]);
  });
});
