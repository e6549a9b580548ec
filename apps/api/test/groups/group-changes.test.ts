import { stageIds } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateGroupMembers, candidateGroups, candidates, roles } from '../../src/db/schema/index.ts';
import { groupMessages } from '../../src/groups/groups.ts';
import {
  auditRowsOf,
  createApplications,
  organizationIdOf,
  subStageIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Renaming and deleting groups (taking candidates out: group-removal.test.ts), and smart groups that a refresh brings up to date.

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let northwind: SignedIn;
let role: number;
let subStageId: number;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
  const [row] = await t.db
    .insert(roles)
    .values({ organizationId: hartwell, name: 'Smart groups 2027', roleType: 'Training contract' })
    .returning({ id: roles.id });
  role = row?.id ?? 0;
  subStageId = await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending');
});
afterAll(() => t.close());

const apply = (label: string, count: number) =>
  createApplications(t.db, {
    organizationId: hartwell,
    roleId: role,
    stageId: stageIds.applied,
    subStageId,
    count,
    label,
  });

async function newGroup(who: SignedIn, payload: Record<string, unknown>) {
  const response = await who.request({ method: 'POST', url: '/api/v1/groups', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function membersOf(groupId: number) {
  const rows = await t.db
    .select({ id: candidateGroupMembers.candidateId })
    .from(candidateGroupMembers)
    .where(eq(candidateGroupMembers.groupId, groupId));
  return rows.map((row) => row.id).toSorted((a, b) => a - b);
}

describe('smart groups', () => {
  it('fill with what the filter finds at once, keep the search without ids, and refresh to match it', async () => {
    const first = await apply('smart-a', 3);
    const group = await newGroup(manager, {
      name: 'Smart finalists',
      filter: { roleId: role, ids: [first[0]] },
    });
    expect(group).toMatchObject({ candidateCount: 3, filter: { roleId: role } });
    expect(group.filter.ids).toBeUndefined();
    expect(group.refreshedAt).not.toBeNull();
    expect(await membersOf(group.id)).toEqual(first);

    const later = await apply('smart-b', 2);
    await t.db
      .update(candidates)
      .set({ deletedAt: new Date() })
      .where(eq(candidates.id, first[0] ?? 0));
    const refreshed = await manager.request({ method: 'POST', url: `/api/v1/groups/${group.id}/refresh` });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toEqual({ groupId: group.id, added: 2, removed: 1, candidateCount: 4 });
    expect(await membersOf(group.id)).toEqual([...first.slice(1), ...later]);

    const listed = (await manager.request({ method: 'GET', url: '/api/v1/groups' })).json();
    const entry = listed.find((item: { id: number }) => item.id === group.id);
    expect(entry).toMatchObject({ candidateCount: 4, filter: { roleId: role } });
    expect(Date.parse(entry.refreshedAt)).toBeGreaterThanOrEqual(Date.parse(group.refreshedAt));
    expect((await auditRowsOf(t.db, 'group.refreshed')).at(-1)?.details).toEqual({ added: 2, removed: 1 });
  });

  it('a plain group cannot be refreshed: 400 with a clear message', async () => {
    const group = await newGroup(manager, { name: 'Hand-picked' });
    expect(group).toMatchObject({ filter: null, refreshedAt: null });
    const response = await manager.request({ method: 'POST', url: `/api/v1/groups/${group.id}/refresh` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe(groupMessages.notSmart);
  });
});

describe('renaming and deleting', () => {
  it('renames a group; a name another group has, in any case, answers 400 on name', async () => {
    const group = await newGroup(manager, { name: 'To rename' });
    await newGroup(manager, { name: 'Taken name' });
    const renamed = await manager.request({
      method: 'PUT',
      url: `/api/v1/groups/${group.id}`,
      payload: { name: 'Renamed group' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: group.id, name: 'Renamed group' });
    const sameOwnName = await manager.request({
      method: 'PUT',
      url: `/api/v1/groups/${group.id}`,
      payload: { name: 'RENAMED GROUP' },
    });
    expect(sameOwnName.statusCode).toBe(200);
    const taken = await manager.request({
      method: 'PUT',
      url: `/api/v1/groups/${group.id}`,
      payload: { name: 'taken NAME' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([{ field: 'name', message: groupMessages.duplicateName }]);
  });

  it('deletes a group (204); its candidates stay', async () => {
    const people = await apply('deletion', 1);
    const group = await newGroup(manager, { name: 'Deleted group', filter: { roleId: role } });
    const response = await manager.request({ method: 'DELETE', url: `/api/v1/groups/${group.id}` });
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(candidateGroups).where(eq(candidateGroups.id, group.id))).toEqual([]);
    expect(await membersOf(group.id)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(candidates)
        .where(eq(candidates.id, people[0] ?? 0)),
    ).toHaveLength(1);
  });

  it("answers 404 for another organisation's group on every change, and changes nothing", async () => {
    const group = await newGroup(manager, { name: 'Hartwell private', filter: { roleId: role } });
    const before = await membersOf(group.id);
    const calls = [
      { method: 'PUT', url: `/api/v1/groups/${group.id}`, payload: { name: 'Stolen' } },
      { method: 'DELETE', url: `/api/v1/groups/${group.id}` },
      { method: 'POST', url: `/api/v1/groups/${group.id}/candidates/remove`, payload: { ids: before } },
      { method: 'POST', url: `/api/v1/groups/${group.id}/refresh` },
    ] as const;
    for (const call of calls) expect((await northwind.request(call)).statusCode, call.url).toBe(404);
    const [stored] = await t.db
      .select()
      .from(candidateGroups)
      .where(and(eq(candidateGroups.id, group.id), eq(candidateGroups.organizationId, hartwell)));
    expect(stored?.name).toBe('Hartwell private');
    expect(await membersOf(group.id)).toEqual(before);
  });
});
