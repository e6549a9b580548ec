import { sortPreferenceListKeys } from '@shortlist/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let manager: SignedIn;
let otherManager: SignedIn;
let candidate: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  [manager, otherManager, candidate] = await Promise.all([
    signIn(t.app, 'hm@hartwell.test'),
    signIn(t.app, 'hm.admin@hartwell.test'),
    signIn(t.app, 'candidate@shortlist.test'),
  ]);
});
afterAll(() => t.close());

const save = (as: SignedIn, listKey: string, payload: unknown) =>
  as.request({ method: 'PUT', url: `/api/v1/user/sorting/${listKey}`, payload: payload as object });
const read = async (as: SignedIn) =>
  (await as.request({ method: 'GET', url: '/api/v1/user/sorting' })).json();

describe('GET and PUT /user/sorting', () => {
  it('starts with no kept sorting', async () => {
    expect(await read(manager)).toEqual({});
  });

  it('keeps the sorting of a list and gives it back by list key', async () => {
    const response = await save(manager, 'live-roles', { sortBy: 'deadline', orderBy: 'asc' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ listKey: 'live-roles', sortBy: 'deadline', orderBy: 'asc' });
    expect(await read(manager)).toEqual({ 'live-roles': { sortBy: 'deadline', orderBy: 'asc' } });
  });

  it('replaces the sorting of a list saved again and keeps the other lists', async () => {
    await save(manager, 'events', { sortBy: 'startsAt', orderBy: 'desc' });
    await save(manager, 'live-roles', { sortBy: 'name', orderBy: 'desc' });
    expect(await read(manager)).toEqual({
      'live-roles': { sortBy: 'name', orderBy: 'desc' },
      events: { sortBy: 'startsAt', orderBy: 'desc' },
    });
  });

  it('accepts every list of §2', async () => {
    for (const listKey of sortPreferenceListKeys) {
      expect((await save(candidate, listKey, { sortBy: 'name', orderBy: 'asc' })).statusCode).toBe(200);
    }
    expect(Object.keys(await read(candidate)).toSorted()).toEqual([...sortPreferenceListKeys].toSorted());
  });

  it('shows each user only its own sorting', async () => {
    expect(await read(otherManager)).toEqual({});
  });

  it.each([
    ['an unknown list', 'candidates', { sortBy: 'name', orderBy: 'asc' }, 'listKey'],
    ['an unknown direction', 'groups', { sortBy: 'name', orderBy: 'up' }, 'orderBy'],
    [
      'an injection-looking sort field',
      'groups',
      { sortBy: 'name; drop table users', orderBy: 'asc' },
      'sortBy',
    ],
    ['no sort field', 'groups', { orderBy: 'asc' }, 'sortBy'],
  ])('refuses %s with 400 and keeps what was saved', async (_case, listKey, payload, field) => {
    const before = await read(manager);
    const response = await save(manager, listKey, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect(await read(manager)).toEqual(before);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user/sorting' });
    expect(response.statusCode).toBe(401);
  });
});
