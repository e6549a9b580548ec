import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../src/db/schema/index.ts';
import { recordAudit } from '../../src/shared/audit.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

interface Entry {
  action: string;
  createdAt: number;
  organization: { id: number; name: string } | null;
  actor: { email: string } | null;
  targetId: string | null;
  details: Record<string, unknown>;
}

let t: TestApp;
let admin: SignedIn;
let managerAdmin: SignedIn;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  [admin, managerAdmin] = await Promise.all([
    signIn(t.app, 'admin@shortlist.test'),
    signIn(t.app, 'hm.admin@hartwell.test'),
  ]);
  for (const org of await t.db.select().from(organizations)) ids[org.subdomain] = org.id;
  for (const user of await t.db.select().from(users)) ids[user.email] = user.id;
  const signInAs = await admin.request({
    method: 'POST',
    url: '/api/v1/user/hrtoken',
    payload: { userId: ids['hm@hartwell.test'], reason: 'Checking a reported problem with a role.' },
  });
  expect(signInAs.statusCode).toBe(200);
  // Report views and special-category filter use as the report and search services record them.
  const actor = ids['hm.admin@hartwell.test'] ?? null;
  await recordAudit(t.db, {
    actorUserId: actor,
    organizationId: ids.hartwell,
    action: 'report.viewed',
    targetType: 'report',
    targetId: 'pipeline',
  });
  await recordAudit(t.db, {
    actorUserId: actor,
    organizationId: ids.hartwell,
    action: 'report.special-category.viewed',
    targetType: 'report',
    targetId: 'diversity',
  });
  await recordAudit(t.db, {
    actorUserId: ids['hm@northwind.test'] ?? null,
    organizationId: ids.northwind,
    action: 'search.special-category-filter',
    targetType: 'search',
    details: { filters: ['ethnicity'], token: 'abc-secret', nested: { password: 'hunter2' } },
  });
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await admin.request({ method: 'GET', url: `/api/v1/admin/audit?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { content: Entry[]; totalElements: number; number: number; size: number };
}

describe('GET /api/v1/admin/audit', () => {
  it('shows sign-in-as sessions with who, whom, why and which organisation', async () => {
    const page = await search('action=user.hr-token.issued');
    expect(page.content[0]).toMatchObject({
      action: 'user.hr-token.issued',
      actor: { email: 'admin@shortlist.test' },
      organization: { id: ids.hartwell, name: 'Hartwell & Finch LLP' },
      targetId: String(ids['hm@hartwell.test']),
      details: expect.objectContaining({ reason: 'Checking a reported problem with a role.' }),
    });
  });

  it('finds every kind of an action by its prefix, newest first', async () => {
    const page = await search('action=report');
    expect(page.content.map((entry) => entry.action)).toEqual([
      'report.special-category.viewed',
      'report.viewed',
    ]);
  });

  it('filters by organisation, user and period', async () => {
    const northwind = await search(`organizationId=${ids.northwind}`);
    expect(northwind.content.length).toBeGreaterThan(0);
    expect(new Set(northwind.content.map((entry) => entry.organization?.id))).toEqual(
      new Set([ids.northwind]),
    );
    const byUser = await search('user=hm.admin%40hartwell');
    expect(new Set(byUser.content.map((entry) => entry.actor?.email))).toEqual(
      new Set(['hm.admin@hartwell.test']),
    );
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect((await search(`from=${future}`)).totalElements).toBe(0);
    expect((await search(`to=${future}&action=report`)).totalElements).toBe(2);
  });

  it('pages on the server', async () => {
    const first = await search('resultsPerPage=2');
    const second = await search('resultsPerPage=2&page=1');
    expect(first.content).toHaveLength(2);
    expect(first.totalElements).toBeGreaterThan(3);
    expect(second.number).toBe(1);
    expect(second.content[0]).not.toEqual(first.content[0]);
  });

  it('never shows secrets or tokens in details', async () => {
    const [entry] = (await search('action=search.special-category-filter')).content;
    expect(entry?.details).toEqual({
      filters: ['ethnicity'],
      token: '[redacted]',
      nested: { password: '[redacted]' },
    });
  });

  it('answers bad input with field messages', async () => {
    const cases: [string, string][] = [
      ['from=200&to=100', 'to'],
      ['action=drop%20table', 'action'],
      ['resultsPerPage=0', 'resultsPerPage'],
      ['organizationId=abc', 'organizationId'],
    ];
    for (const [query, field] of cases) {
      const response = await admin.request({ method: 'GET', url: `/api/v1/admin/audit?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
  });

  it('lists the actions for the filter', async () => {
    const response = await admin.request({ method: 'GET', url: '/api/v1/admin/audit/actions' });
    expect(response.json()).toEqual(expect.arrayContaining(['report.viewed', 'user.hr-token.issued']));
  });
});

describe('a manager', () => {
  it('is refused every audit call (403)', async () => {
    for (const url of ['/api/v1/admin/audit', '/api/v1/admin/audit/actions', '/api/v1/admin/audit/export']) {
      expect((await managerAdmin.request({ method: 'GET', url })).statusCode, url).toBe(403);
    }
  });
});
