import { stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateGroupMembers, roles } from '../../src/db/schema/index.ts';
import {
  auditRowsOf,
  createApplications,
  organizationIdOf,
  subStageIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Taking candidates out of a group with the same §3 filter object that adds them.

let t: TestApp;
let manager: SignedIn;
let northwind: SignedIn;
let role: number;
let people: number[];

beforeAll(async () => {
  t = await startTestApp();
  const hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
  const [row] = await t.db
    .insert(roles)
    .values({ organizationId: hartwell, name: 'Removal 2027', roleType: 'Training contract' })
    .returning({ id: roles.id });
  role = row?.id ?? 0;
  people = await createApplications(t.db, {
    organizationId: hartwell,
    roleId: role,
    stageId: stageIds.applied,
    subStageId: await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending'),
    count: 4,
    label: 'removal',
  });
});
afterAll(() => t.close());

async function newGroup(who: SignedIn, name: string, filter?: Record<string, unknown>) {
  const response = await who.request({ method: 'POST', url: '/api/v1/groups', payload: { name, filter } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const removeFrom = (who: SignedIn, groupId: number, payload: Record<string, unknown>) =>
  who.request({ method: 'POST', url: `/api/v1/groups/${groupId}/candidates/remove`, payload });

async function membersOf(groupId: number) {
  const rows = await t.db
    .select({ id: candidateGroupMembers.candidateId })
    .from(candidateGroupMembers)
    .where(eq(candidateGroupMembers.groupId, groupId));
  return rows.map((row) => row.id).toSorted((a, b) => a - b);
}

describe('POST /groups/{id}/candidates/remove', () => {
  it('takes the selected ids out, counting only members', async () => {
    const group = await newGroup(manager, 'Removal by ids', { roleId: role });
    const response = await removeFrom(manager, group, { roleId: role, ids: [people[0], 999_999] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ groupId: group, removed: 1 });
    expect(await membersOf(group)).toEqual(people.slice(1));
    expect((await auditRowsOf(t.db, 'group.candidates.removed')).at(-1)?.details).toEqual({ removed: 1 });
  });

  it('takes a whole search out less the unselected candidate', async () => {
    const group = await newGroup(manager, 'Removal by search', { roleId: role });
    const response = await removeFrom(manager, group, { roleId: role, unselectedIds: [people[2]] });
    expect(response.json()).toEqual({ groupId: group, removed: people.length - 1 });
    expect(await membersOf(group)).toEqual([people[2]]);
  });

  it('refuses a diversity filter to a standard manager with 403 and removes nobody', async () => {
    const group = await newGroup(manager, 'Removal guarded', { roleId: role });
    const response = await removeFrom(manager, group, { roleId: role, filters: { orientations: ['Gay'] } });
    expect(response.statusCode).toBe(403);
    expect(await membersOf(group)).toEqual(people);
  });

  it('refuses a bad filter with a field error and removes nobody', async () => {
    const group = await newGroup(manager, 'Removal checked', { roleId: role });
    const response = await removeFrom(manager, group, { roleId: role, unselectedIds: ['all'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toMatch(/^unselectedIds/);
    expect(await membersOf(group)).toEqual(people);
  });

  it("answers 404 for another organisation's group and takes nobody out", async () => {
    const group = await newGroup(manager, 'Removal private', { roleId: role });
    const response = await removeFrom(northwind, group, { ids: people });
    expect(response.statusCode).toBe(404);
    expect(await membersOf(group)).toEqual(people);
  });

  it("leaves another organisation's candidates alone, whatever the filter names", async () => {
    const hartwellGroup = await newGroup(manager, 'Removal untouched', { roleId: role });
    const northwindGroup = await newGroup(northwind, 'Removal poachers');
    const response = await removeFrom(northwind, northwindGroup, { subdomain: 'hartwell', ids: people });
    expect(response.json()).toEqual({ groupId: northwindGroup, removed: 0 });
    expect(await membersOf(hartwellGroup)).toEqual(people);
  });
});
