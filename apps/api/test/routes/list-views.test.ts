import { listViewMessages } from '@shortlist/domain/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listColumns, organizations, roles, savedSearches } from '../../src/db/schema/index.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let candidate: SignedIn;
let providerAdmin: SignedIn;
let hartwellRoleId: number;
let northwindRoleId: number;

async function firstRoleOf(subdomain: string): Promise<number> {
  const [row] = await t.db
    .select({ id: roles.id })
    .from(roles)
    .innerJoin(organizations, eq(organizations.id, roles.organizationId))
    .where(eq(organizations.subdomain, subdomain))
    .orderBy(roles.id)
    .limit(1);
  if (!row) throw new Error(`no role of ${subdomain}`);
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp();
  [manager, managerAdmin, northwindManager, candidate, providerAdmin] = await Promise.all([
    signIn(t.app, 'hm@hartwell.test'),
    signIn(t.app, 'hm.admin@hartwell.test'),
    signIn(t.app, 'hm@northwind.test'),
    signIn(t.app, 'candidate@shortlist.test'),
    signIn(t.app, 'admin@shortlist.test'),
  ]);
  hartwellRoleId = await firstRoleOf('hartwell');
  northwindRoleId = await firstRoleOf('northwind');
});
afterAll(() => t.close());

const create = (as: SignedIn, payload: Record<string, unknown>) =>
  as.request({ method: 'POST', url: '/api/v1/user/searches', payload });
const update = (as: SignedIn, id: number | string, payload: Record<string, unknown>) =>
  as.request({ method: 'PUT', url: `/api/v1/user/searches/${id}`, payload });
const remove = (as: SignedIn, id: number | string) =>
  as.request({ method: 'DELETE', url: `/api/v1/user/searches/${id}` });
const list = (as: SignedIn, query: Record<string, string> = {}) =>
  as.request({ method: 'GET', url: '/api/v1/user/searches', query });
const names = async (as: SignedIn, query: Record<string, string> = {}) =>
  ((await list(as, query)).json() as { name: string }[]).map((search) => search.name);
const saveColumns = (as: SignedIn, listKey: string, payload: unknown) =>
  as.request({ method: 'PUT', url: `/api/v1/user/columns/${listKey}`, payload: payload as object });
const readColumns = async (as: SignedIn) =>
  (await as.request({ method: 'GET', url: '/api/v1/user/columns' })).json();
const allSavedSearches = () => t.db.select().from(savedSearches).orderBy(savedSearches.id);

async function createOrFail(as: SignedIn, payload: Record<string, unknown>): Promise<{ id: number }> {
  const response = await create(as, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('POST and GET /user/searches', () => {
  it('saves a named view and answers it with its times in epoch seconds', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await create(manager, {
      name: '  Interviews this week ',
      listKey: 'role-candidates',
      roleId: hartwellRoleId,
      query: '?tab=2&filters=%7B%22statuses%22%3A%5B%22ACTIVE%22%5D%7D',
    });
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toEqual({
      id: expect.any(Number),
      name: 'Interviews this week',
      listKey: 'role-candidates',
      roleId: hartwellRoleId,
      query: 'tab=2&filters=%7B%22statuses%22%3A%5B%22ACTIVE%22%5D%7D',
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    expect(saved.createdAt).toBeGreaterThanOrEqual(before - 1);
    expect(saved.createdAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
    expect((await list(manager)).json()).toEqual([saved]);
  });

  it('lists the newest first, and one list alone when asked', async () => {
    await createOrFail(manager, { name: 'First-class degrees', listKey: 'search', query: 'a=1' });
    await createOrFail(manager, { name: 'London', listKey: 'search', query: 'b=2' });
    expect(await names(manager)).toEqual(['London', 'First-class degrees', 'Interviews this week']);
    expect(await names(manager, { listKey: 'search' })).toEqual(['London', 'First-class degrees']);
    expect(await names(manager, { listKey: 'role-candidates' })).toEqual(['Interviews this week']);
  });

  it('refuses a name the user already gave a search of that list, in any case, with 409 on name', async () => {
    const before = await allSavedSearches();
    const response = await create(manager, { name: 'LONDON', listKey: 'search', query: 'c=3' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([{ field: 'name', message: listViewMessages.duplicateName }]);
    expect(await allSavedSearches()).toEqual(before);
  });

  it('lets the same name stand in another list and for another user', async () => {
    await createOrFail(manager, {
      name: 'London',
      listKey: 'role-candidates',
      roleId: hartwellRoleId,
      query: '',
    });
    await createOrFail(managerAdmin, { name: 'London', listKey: 'search', query: '' });
    expect(await names(managerAdmin)).toEqual(['London']);
  });

  it('refuses a role of another organisation, or none, with 404 and saves nothing', async () => {
    const before = await allSavedSearches();
    for (const roleId of [northwindRoleId, 999_999]) {
      const response = await create(manager, {
        name: `Role ${roleId}`,
        listKey: 'role-candidates',
        roleId,
        query: '',
      });
      expect(response.statusCode, String(roleId)).toBe(404);
    }
    expect(await allSavedSearches()).toEqual(before);
  });

  it.each([
    ['a blank name', { name: ' ', listKey: 'search', query: '' }, 'name'],
    ['a name past 80 characters', { name: 'n'.repeat(81), listKey: 'search', query: '' }, 'name'],
    ['an unknown list', { name: 'x', listKey: 'roles', query: '' }, 'listKey'],
    ['a query past 4000 characters', { name: 'x', listKey: 'search', query: 'q'.repeat(4001) }, 'query'],
    ["a role's list without its role", { name: 'x', listKey: 'role-candidates', query: '' }, 'roleId'],
    ['a role id that is text', { name: 'x', listKey: 'search', roleId: '1 or 1=1', query: '' }, 'roleId'],
  ])('answers 400 on the field for %s and saves nothing', async (_case, payload, field) => {
    const before = await allSavedSearches();
    const response = await create(manager, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect(await allSavedSearches()).toEqual(before);
  });

  it('refuses a listKey query that names no list', async () => {
    const response = await list(manager, { listKey: 'roles' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['listKey']);
  });
});

describe('PUT and DELETE /user/searches/{id}', () => {
  it('renames a saved search and replaces its query, keeping its list and role', async () => {
    const saved = await createOrFail(manager, { name: 'To rename', listKey: 'search', query: 'x=1' });
    const response = await update(manager, saved.id, { name: 'Renamed', query: '?x=2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: saved.id,
      name: 'Renamed',
      listKey: 'search',
      roleId: null,
      query: 'x=2',
    });
    expect(response.json().updatedAt).toBeGreaterThanOrEqual(response.json().createdAt);
  });

  it('keeps a search renamed to its own name, and refuses a name another of the list holds', async () => {
    const saved = await createOrFail(manager, { name: 'Keep me', listKey: 'search', query: '' });
    expect((await update(manager, saved.id, { name: 'keep ME', query: '' })).statusCode).toBe(200);
    const before = await allSavedSearches();
    const taken = await update(manager, saved.id, { name: 'London', query: 'changed' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'name', message: listViewMessages.duplicateName }]);
    expect(await allSavedSearches()).toEqual(before);
  });

  it('answers 400 on the field for a blank name and changes nothing', async () => {
    const saved = await createOrFail(manager, { name: 'Untouched', listKey: 'search', query: 'u=1' });
    const before = await allSavedSearches();
    const response = await update(manager, saved.id, { name: '', query: 'u=2' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['name']);
    expect(await allSavedSearches()).toEqual(before);
    expect((await update(manager, 'abc', { name: 'x', query: '' })).statusCode).toBe(400);
  });

  it('deletes a saved search with an empty 204, and a second delete answers 404', async () => {
    const saved = await createOrFail(manager, { name: 'Short-lived', listKey: 'search', query: '' });
    const response = await remove(manager, saved.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await names(manager)).not.toContain('Short-lived');
    expect((await remove(manager, saved.id)).statusCode).toBe(404);
  });
});

describe('saved search tenancy', () => {
  it("answers 404 to another user's saved search, in the organisation or outside it, and changes nothing", async () => {
    const mine = await createOrFail(manager, { name: 'Mine alone', listKey: 'search', query: 'm=1' });
    const before = await allSavedSearches();
    for (const other of [managerAdmin, northwindManager]) {
      expect((await update(other, mine.id, { name: 'Taken over', query: '' })).statusCode).toBe(404);
      expect((await remove(other, mine.id)).statusCode).toBe(404);
      expect(await names(other)).not.toContain('Mine alone');
    }
    expect(await allSavedSearches()).toEqual(before);
  });

  it('never lists another user’s saved searches', async () => {
    expect(await names(northwindManager)).toEqual([]);
    expect(await names(managerAdmin)).toEqual(['London']);
  });

  it('refuses candidates and the provider (no organisation) with 403', async () => {
    const before = await allSavedSearches();
    for (const who of [candidate, providerAdmin]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await create(who, { name: 'x', listKey: 'search', query: '' })).statusCode).toBe(403);
    }
    expect((await update(candidate, before[0]?.id ?? 1, { name: 'x', query: '' })).statusCode).toBe(403);
    expect((await remove(candidate, before[0]?.id ?? 1)).statusCode).toBe(403);
    expect(await allSavedSearches()).toEqual(before);
  });
});

describe('GET and PUT /user/columns', () => {
  it('starts with no kept columns', async () => {
    expect(await readColumns(manager)).toEqual({});
  });

  it('keeps the columns of a list in their order and gives them back by list', async () => {
    const response = await saveColumns(manager, 'search', { columns: ['name', 'stageState', 'assignee'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ listKey: 'search', columns: ['name', 'stageState', 'assignee'] });
    expect(await readColumns(manager)).toEqual({ search: ['name', 'stageState', 'assignee'] });
  });

  it('replaces a list saved again and keeps the other list', async () => {
    await saveColumns(manager, 'role-candidates', { columns: ['id', 'name'] });
    await saveColumns(manager, 'search', { columns: ['email'] });
    expect(await readColumns(manager)).toEqual({ search: ['email'], 'role-candidates': ['id', 'name'] });
  });

  it("keeps each user's columns apart, the provider's included", async () => {
    expect(await readColumns(managerAdmin)).toEqual({});
    expect((await saveColumns(providerAdmin, 'search', { columns: ['role'] })).statusCode).toBe(200);
    expect(await readColumns(providerAdmin)).toEqual({ search: ['role'] });
    expect(await readColumns(manager)).toEqual({ search: ['email'], 'role-candidates': ['id', 'name'] });
  });

  it.each([
    ['no column', 'search', { columns: [] }, 'columns'],
    ['an unknown column', 'search', { columns: ['name', 'password'] }, 'columns.1'],
    ['a column twice', 'search', { columns: ['name', 'name'] }, 'columns'],
    ['an unknown list', 'live-roles', { columns: ['name'] }, 'listKey'],
  ])('answers 400 on the field for %s and changes nothing', async (_case, listKey, payload, field) => {
    const before = await t.db.select().from(listColumns).orderBy(listColumns.userId, listColumns.listKey);
    const response = await saveColumns(manager, listKey, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect(await t.db.select().from(listColumns).orderBy(listColumns.userId, listColumns.listKey)).toEqual(
      before,
    );
  });

  it('refuses candidates with 403', async () => {
    expect((await candidate.request({ method: 'GET', url: '/api/v1/user/columns' })).statusCode).toBe(403);
    expect((await saveColumns(candidate, 'search', { columns: ['name'] })).statusCode).toBe(403);
  });
});
