import { renameRoleTypeLabel } from '@shortlist/domain/vocabulary';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  authSessions,
  organizationContacts,
  organizations,
  referenceItems,
  tokens,
  users,
} from '../../src/db/schema/index.ts';
import { webClient } from '../../src/db/seed/demo-users.ts';
import { organizationReferenceData } from '../../src/db/seed/reference-data/index.ts';
import { hashSecret } from '../../src/services/secrets.ts';
import { findLiveToken } from '../../src/services/tokens.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let hartwellAdmin: SignedIn;
let hartwellManager: SignedIn;
let northwindManager: SignedIn;
let candidate: SignedIn;
let hartwellId: number;
let northwindId: number;

// Inactive organisations made only for paging: never shown in the default (ACTIVE) list.
const pagingOrganizations = 25;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'admin@shortlist.test');
  hartwellAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  hartwellManager = await signIn(t.app, 'hm@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  candidate = await signIn(t.app, 'candidate@shortlist.test');
  hartwellId = await organizationIdOf('hartwell');
  northwindId = await organizationIdOf('northwind');
  const base = { sectorKind: 'COMPANY' as const, sectorId: 3, tier: 'TIER_3' as const, productType: 'ATS' };
  await t.db.insert(organizations).values([
    ...Array.from({ length: pagingOrganizations }, (_, index) => ({
      ...base,
      name: `Paging Org ${String(index + 1).padStart(2, '0')}`,
      subdomain: `paging-${index + 1}`,
      status: 'INACTIVE' as const,
    })),
    { ...base, name: 'Fifty_Fifty 100% Ltd', subdomain: 'fifty-fifty', status: 'ARCHIVED' as const },
    { ...base, name: 'FiftyXFifty 100 Ltd', subdomain: 'fiftyxfifty', status: 'ARCHIVED' as const },
  ]);
});
afterAll(() => t.close());

async function organizationIdOf(subdomain: string): Promise<number> {
  const [row] = await t.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, subdomain));
  if (!row) throw new Error(`no organisation ${subdomain}`);
  return row.id;
}

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function organizationCount(): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(organizations);
  return row?.total ?? 0;
}

async function auditCount(): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(auditLog);
  return row?.total ?? 0;
}

async function auditRows(action: string, targetId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));
}

function fieldsOf(response: LightMyRequestResponse): string[] {
  return (response.json().errors ?? []).map((error: { field: string }) => error.field);
}

const get = (caller: SignedIn, url: string, query: Record<string, string> = {}) =>
  caller.request({ method: 'GET', url, query });
const send = (caller: SignedIn, method: InjectOptions['method'], url: string, payload: unknown) =>
  caller.request({ method, url, payload: payload as InjectOptions['payload'] });

const validOrganization = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ashgrove Chambers',
  sector: { id: 2 },
  tier: 'BAR',
  subdomain: 'ashgrove',
  ...overrides,
});

describe('GET /api/v1/organization', () => {
  it('gives the provider the first page of active organisations, by name, in the page shape', async () => {
    const response = await get(admin, '/api/v1/organization');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.content.map((org: { subdomain: string }) => org.subdomain)).toEqual([
      'hartwell',
      'kingsbench',
      'northwind',
    ]);
    expect(page).toMatchObject({
      number: 0,
      size: 20,
      totalElements: 3,
      totalPages: 1,
      first: true,
      last: true,
      hasNext: false,
      hasPrevious: false,
      hasContent: true,
      numberOfElements: 3,
    });
    expect(page.content[0]).toMatchObject({ name: 'Hartwell & Finch LLP', sector: { kind: 'LAW_FIRM' } });
  });

  it('pages through another status with a stable order and no row twice', async () => {
    const pages = [];
    for (const pageNumber of [0, 1, 2]) {
      const response = await get(admin, '/api/v1/organization', {
        status: 'INACTIVE',
        page: String(pageNumber),
        resultsPerPage: '10',
      });
      expect(response.statusCode).toBe(200);
      pages.push(response.json());
    }
    expect(pages.map((page) => page.numberOfElements)).toEqual([10, 10, 5]);
    expect(pages[2]).toMatchObject({ totalElements: 25, totalPages: 3, last: true, hasPrevious: true });
    expect(pages[0]).toMatchObject({ first: true, hasNext: true });
    const names = pages.flatMap((page) => page.content.map((org: { name: string }) => org.name));
    expect(new Set(names).size).toBe(pagingOrganizations);
    expect(names).toEqual([...names].sort());
  });

  it('answers a page past the end as empty, even a very distant one', async () => {
    for (const page of ['5', '999999999999999']) {
      const response = await get(admin, '/api/v1/organization', { page });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ content: [], hasContent: false, totalElements: 3 });
    }
  });

  it('finds organisations by name or subdomain whatever the letter case', async () => {
    const bySubdomain = await get(admin, '/api/v1/organization', { searchTerm: 'NORTH' });
    expect(bySubdomain.json().content.map((org: { subdomain: string }) => org.subdomain)).toEqual([
      'northwind',
    ]);
    const byName = await get(admin, '/api/v1/organization', { searchTerm: 'finch' });
    expect(byName.json().content.map((org: { subdomain: string }) => org.subdomain)).toEqual(['hartwell']);
  });

  it('reads % and _ in the search term as plain characters', async () => {
    const percent = await get(admin, '/api/v1/organization', { status: 'ARCHIVED', searchTerm: '100%' });
    expect(percent.json().content.map((org: { subdomain: string }) => org.subdomain)).toEqual([
      'fifty-fifty',
    ]);
    const underscore = await get(admin, '/api/v1/organization', { status: 'ARCHIVED', searchTerm: 'y_F' });
    expect(underscore.json().content.map((org: { subdomain: string }) => org.subdomain)).toEqual([
      'fifty-fifty',
    ]);
  });

  it('treats an injection-looking search term as text that matches nothing', async () => {
    const response = await get(admin, '/api/v1/organization', { searchTerm: "' OR 1=1 --" });
    expect(response.statusCode).toBe(200);
    expect(response.json().totalElements).toBe(0);
    expect(await organizationCount()).toBe(3 + pagingOrganizations + 2);
  });

  it('refuses an unknown status and out-of-range paging with field messages', async () => {
    const status = await get(admin, '/api/v1/organization', { status: 'DELETED' });
    expect(status.statusCode).toBe(400);
    expect(fieldsOf(status)).toEqual(['status']);
    const paging = await get(admin, '/api/v1/organization', { page: '-1', resultsPerPage: '0' });
    expect(paging.statusCode).toBe(400);
    expect(fieldsOf(paging)).toEqual(expect.arrayContaining(['page', 'resultsPerPage']));
  });

  it('is for the provider only: managers and candidates get 403', async () => {
    for (const caller of [hartwellAdmin, hartwellManager, candidate]) {
      expect((await get(caller, '/api/v1/organization')).statusCode).toBe(403);
    }
  });
});

describe('GET /api/v1/organization/all', () => {
  it('lists every organisation of every status by name with id, name, subdomain and status only', async () => {
    const response = await get(admin, '/api/v1/organization/all');
    expect(response.statusCode).toBe(200);
    const all = response.json();
    expect(all).toHaveLength(await organizationCount());
    expect(Object.keys(all[0]).sort()).toEqual(['id', 'name', 'status', 'subdomain']);
    expect(all.map((org: { status: string }) => org.status)).toEqual(
      expect.arrayContaining(['ACTIVE', 'INACTIVE', 'ARCHIVED']),
    );
    const names = all.map((org: { name: string }) => org.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('refuses managers and candidates with 403', async () => {
    expect((await get(hartwellAdmin, '/api/v1/organization/all')).statusCode).toBe(403);
    expect((await get(candidate, '/api/v1/organization/all')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/organization/{id}', () => {
  it('gives the provider any organisation', async () => {
    const response = await get(admin, `/api/v1/organization/${northwindId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: northwindId,
      subdomain: 'northwind',
      sector: { kind: 'COMPANY' },
    });
  });

  it('gives a manager its own organisation', async () => {
    const response = await get(hartwellManager, `/api/v1/organization/${hartwellId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Hartwell & Finch LLP');
  });

  it("answers another organisation's id with 404 for a manager, whatever the subdomain says", async () => {
    const response = await get(northwindManager, `/api/v1/organization/${hartwellId}`, {
      subdomain: 'hartwell',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Hartwell');
  });

  it('answers candidates, unknown ids and malformed ids with 404 or 400', async () => {
    expect((await get(candidate, `/api/v1/organization/${hartwellId}`)).statusCode).toBe(404);
    expect((await get(admin, '/api/v1/organization/999999')).statusCode).toBe(404);
    const malformed = await get(admin, '/api/v1/organization/1;DROP');
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed)).toEqual(['id']);
  });
});

describe('GET /api/v1/admin/report/{id}', () => {
  it("counts an organisation's users per type, contacts and creation date", async () => {
    const response = await get(admin, `/api/v1/admin/report/${hartwellId}`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    const hartwellUsers = await t.db.select().from(users).where(eq(users.organizationId, hartwellId));
    expect(report).toMatchObject({
      organization: { id: hartwellId, subdomain: 'hartwell', status: 'ACTIVE' },
      usersByType: {
        HIRING_MANAGER: hartwellUsers.filter((user) => user.userType === 'HIRING_MANAGER').length,
        HIRING_MANAGER_ADMIN: hartwellUsers.filter((user) => user.userType === 'HIRING_MANAGER_ADMIN').length,
      },
      totalUsers: hartwellUsers.length,
      contacts: 0,
      sections: {},
    });
    expect(new Date(report.createdAt).getTime()).not.toBeNaN();
  });

  it('counts managers who signed in during the last 30 days, not earlier ones', async () => {
    const figure = async () =>
      (await get(admin, `/api/v1/admin/report/${hartwellId}`)).json().managersSignedInLast30Days;
    const before = await figure();
    expect(before).toBeGreaterThanOrEqual(2);
    const quietManager = await userIdOf('otp.manager@hartwell.test');
    const session = { userId: quietManager, clientId: webClient.clientId, scope: 'write' };
    await t.db.insert(authSessions).values({ ...session, createdAt: new Date(Date.now() - 40 * 86_400_000) });
    expect(await figure()).toBe(before);
    await t.db.insert(authSessions).values({ ...session, createdAt: new Date(Date.now() - 2 * 86_400_000) });
    expect(await figure()).toBe(before + 1);
  });

  it('is for the provider only: 403 for its own manager-admin, 404 across organisations and for unknown ids', async () => {
    expect((await get(hartwellAdmin, `/api/v1/admin/report/${hartwellId}`)).statusCode).toBe(403);
    expect((await get(northwindManager, `/api/v1/admin/report/${hartwellId}`)).statusCode).toBe(404);
    expect((await get(admin, '/api/v1/admin/report/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/v1/organization', () => {
  let ashgroveId: number;

  it("creates an organisation with its sector's reference data and audits it", async () => {
    const response = await send(admin, 'POST', '/api/v1/organization', validOrganization());
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Ashgrove Chambers',
      subdomain: 'ashgrove',
      sector: { id: 2, kind: 'CHAMBERS' },
      tier: 'BAR',
      countryBase: 'UK',
      status: 'ACTIVE',
      productType: 'ATS',
    });
    ashgroveId = created.id;
    expect((await get(admin, `/api/v1/organization/${ashgroveId}`)).json()).toEqual(created);

    const items = await t.db
      .select()
      .from(referenceItems)
      .where(eq(referenceItems.organizationId, ashgroveId));
    const expected = organizationReferenceData('CHAMBERS');
    expect(items).toHaveLength(expected.length);
    expect(items.map((item) => item.label)).toContain(renameRoleTypeLabel('Graduate scheme', 'CHAMBERS'));
    expect(items.find((item) => item.type === 'ORGANIZATION_EMAIL')?.value).toBe(
      'pupillage@ashgrove.shortlist.test',
    );
    const audit = await auditRows('organization.created', ashgroveId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: await userIdOf('admin@shortlist.test'),
      organizationId: ashgroveId,
    });
  });

  it('answers a taken subdomain or client domain with 409 naming the field, and adds nothing', async () => {
    const before = await organizationCount();
    const subdomain = await send(
      admin,
      'POST',
      '/api/v1/organization',
      validOrganization({ subdomain: 'hartwell' }),
    );
    expect(subdomain.statusCode).toBe(409);
    expect(fieldsOf(subdomain)).toEqual(['subdomain']);

    await t.db
      .update(organizations)
      .set({ clientDomain: 'careers.ashgrove.test' })
      .where(eq(organizations.id, ashgroveId));
    const clientDomain = await send(
      admin,
      'POST',
      '/api/v1/organization',
      validOrganization({ subdomain: 'ashgrove-two', clientDomain: 'Careers.Ashgrove.test' }),
    );
    expect(clientDomain.statusCode).toBe(409);
    expect(fieldsOf(clientDomain)).toEqual(['clientDomain']);
    expect(await organizationCount()).toBe(before);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a subdomain with spaces and symbols', { subdomain: 'Bad Sub!' }, 'subdomain'],
    ['an unknown tier', { tier: 'PLATINUM' }, 'tier'],
    ['an oversized name', { name: 'x'.repeat(256) }, 'name'],
    ['a name of the wrong type', { name: 42 }, 'name'],
    ['an unknown sector', { sector: { id: 99 } }, 'sector.id'],
    ['a reserved subdomain', { subdomain: 'www' }, 'subdomain'],
    ['a session timeout out of range', { subdomain: 'timeout-org', sessionTimeout: 0 }, 'sessionTimeout'],
  ])('refuses %s with 400 and changes nothing', async (_case, overrides, field) => {
    const [organizationsBefore, auditBefore] = [await organizationCount(), await auditCount()];
    const response = await send(
      admin,
      'POST',
      '/api/v1/organization',
      validOrganization({ subdomain: 'fresh', ...overrides }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
    expect(await organizationCount()).toBe(organizationsBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('stores injection-looking text literally without running it', async () => {
    const name = "Robert'); DROP TABLE organizations;-- <script>alert(1)</script>";
    const response = await send(
      admin,
      'POST',
      '/api/v1/organization',
      validOrganization({ name, subdomain: 'bobby-tables' }),
    );
    expect(response.statusCode).toBe(201);
    expect((await get(admin, `/api/v1/organization/${response.json().id}`)).json().name).toBe(name);
    expect((await get(admin, '/api/v1/organization/all')).statusCode).toBe(200);
  });

  it('keeps serving after a malformed JSON body', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/v1/organization',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect((await get(admin, '/api/v1/organization')).statusCode).toBe(200);
  });

  it('is for the provider only: a manager-admin and a candidate get 403 and nothing is created', async () => {
    const before = await organizationCount();
    const body = validOrganization({ subdomain: 'not-allowed' });
    expect((await send(hartwellAdmin, 'POST', '/api/v1/organization', body)).statusCode).toBe(403);
    expect((await send(candidate, 'POST', '/api/v1/organization', body)).statusCode).toBe(403);
    expect(await organizationCount()).toBe(before);
  });
});

describe('PUT /api/v1/organization/{id}', () => {
  let maplesId: number;
  beforeAll(async () => {
    const created = await send(
      admin,
      'POST',
      '/api/v1/organization',
      validOrganization({ name: 'Maples', subdomain: 'maples', sector: { id: 3 }, tier: 'TIER_2' }),
    );
    maplesId = created.json().id;
  });

  it('changes only the given fields and audits their names', async () => {
    const response = await send(admin, 'PUT', `/api/v1/organization/${maplesId}`, {
      name: 'Maples Group',
      tier: 'TIER_1',
      subdomain: 'maples',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Maples Group',
      tier: 'TIER_1',
      subdomain: 'maples',
      sector: { kind: 'COMPANY' },
    });
    expect((await get(admin, `/api/v1/organization/${maplesId}`)).json().name).toBe('Maples Group');
    const audit = await auditRows('organization.updated', maplesId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({ fields: expect.arrayContaining(['name', 'tier']) });
    expect(audit[0]?.details.fields).toHaveLength(2);
  });

  it('changes the sector kind with the sector and writes no audit row when nothing changes', async () => {
    const moved = await send(admin, 'PUT', `/api/v1/organization/${maplesId}`, { sector: { id: 1 } });
    expect(moved.json().sector).toEqual({ id: 1, kind: 'LAW_FIRM' });
    const auditBefore = await auditCount();
    const same = await send(admin, 'PUT', `/api/v1/organization/${maplesId}`, { sector: { id: 1 } });
    expect(same.statusCode).toBe(200);
    expect(await auditCount()).toBe(auditBefore);
  });

  it("answers another organisation's subdomain with 409 and keeps the old one", async () => {
    const response = await send(admin, 'PUT', `/api/v1/organization/${maplesId}`, { subdomain: 'northwind' });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual(['subdomain']);
    expect((await get(admin, `/api/v1/organization/${maplesId}`)).json().subdomain).toBe('maples');
  });

  it.each([
    ['an empty body', {}, ''],
    ['a bad subdomain', { subdomain: 'Bad Sub!' }, 'subdomain'],
    ['an unknown tier', { tier: 'PLATINUM' }, 'tier'],
    ['a blank name', { name: '   ' }, 'name'],
  ])('refuses %s with 400 and leaves the organisation as it was', async (_case, body, field) => {
    const before = (await get(admin, `/api/v1/organization/${maplesId}`)).json();
    const response = await send(admin, 'PUT', `/api/v1/organization/${maplesId}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.length).toBeGreaterThan(0);
    if (field) expect(fieldsOf(response)).toContain(field);
    expect((await get(admin, `/api/v1/organization/${maplesId}`)).json()).toEqual(before);
  });

  it("lets no manager change an organisation: 403 for its own, 404 for another's", async () => {
    const own = await send(hartwellAdmin, 'PUT', `/api/v1/organization/${hartwellId}`, {
      name: 'Taken over',
    });
    expect(own.statusCode).toBe(403);
    const other = await send(northwindManager, 'PUT', `/api/v1/organization/${hartwellId}`, {
      name: 'Taken over',
    });
    expect(other.statusCode).toBe(404);
    expect((await get(admin, `/api/v1/organization/${hartwellId}`)).json().name).toBe('Hartwell & Finch LLP');
  });
});

describe('GET /api/v1/organization/{id}/users', () => {
  it("gives a manager its organisation's users by last name, without password hashes", async () => {
    const response = await get(hartwellManager, `/api/v1/organization/${hartwellId}/users`);
    expect(response.statusCode).toBe(200);
    const people = response.json();
    expect(people.map((user: { email: string }) => user.email)).toEqual(
      expect.arrayContaining(['hm.admin@hartwell.test', 'hm@hartwell.test']),
    );
    const lastNames = people.map((user: { lastName: string }) => user.lastName);
    expect(lastNames).toEqual([...lastNames].sort());
    expect(response.body).not.toMatch(/scrypt|passwordHash|password_hash/);
  });

  it('answers another organisation and candidates with 404', async () => {
    expect((await get(northwindManager, `/api/v1/organization/${hartwellId}/users`)).statusCode).toBe(404);
    expect((await get(candidate, `/api/v1/organization/${hartwellId}/users`)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/organization/{id}/user', () => {
  const newManager = {
    email: 'Grace.Lee@Hartwell.test',
    firstName: 'Grace',
    lastName: 'Lee',
    userType: 'HIRING_MANAGER',
  };

  it('lets a manager-admin add a manager, who gets an on-boarding link by email', async () => {
    const response = await send(hartwellAdmin, 'POST', `/api/v1/organization/${hartwellId}/user`, newManager);
    expect(response.statusCode).toBe(201);
    const added = response.json();
    expect(added).toMatchObject({
      email: 'grace.lee@hartwell.test',
      userType: 'HIRING_MANAGER',
      active: false,
    });

    const message = t.messages.filter((m) => m.recipient === 'grace.lee@hartwell.test').at(-1);
    const token = /\/on-boarding\/([A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1];
    if (!token) throw new Error('no on-boarding link was sent');
    expect(response.body).not.toContain(token);
    const [stored] = await t.db
      .select()
      .from(tokens)
      .where(and(eq(tokens.userId, added.id), eq(tokens.purpose, 'on-boarding')));
    expect(stored?.tokenHash).toBe(hashSecret(token));
    expect(stored?.tokenHash).not.toBe(token);
    expect((await findLiveToken(t.db, token, 'on-boarding'))?.userId).toBe(added.id);

    const [row] = await t.db.select().from(users).where(eq(users.id, added.id));
    expect(row).toMatchObject({ organizationId: hartwellId, passwordHash: null });
    const audit = await auditRows('organization.user.added', added.id);
    expect(audit[0]).toMatchObject({
      actorUserId: await userIdOf('hm.admin@hartwell.test'),
      organizationId: hartwellId,
    });
  });

  it('lets the provider add a manager-admin to any organisation', async () => {
    const response = await send(admin, 'POST', `/api/v1/organization/${northwindId}/user`, {
      email: 'lead@northwind.test',
      firstName: 'Ola',
      lastName: 'Berg',
      userType: 'HIRING_MANAGER_ADMIN',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().userType).toBe('HIRING_MANAGER_ADMIN');
  });

  it('answers an email already in use, in any letter case, with 409 on the email field', async () => {
    const response = await send(hartwellAdmin, 'POST', `/api/v1/organization/${hartwellId}/user`, {
      ...newManager,
      email: 'HM@northwind.TEST',
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual(['email']);
  });

  it.each([
    ['a missing email', { email: undefined }, 'email'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
    ['the provider user type', { userType: 'ADMIN' }, 'userType'],
    ['a missing first name', { firstName: undefined }, 'firstName'],
    ['an oversized last name', { lastName: 'y'.repeat(256) }, 'lastName'],
  ])('refuses %s with 400 and adds nobody', async (_case, overrides, field) => {
    const [before] = await t.db.select({ total: count() }).from(users);
    const response = await send(hartwellAdmin, 'POST', `/api/v1/organization/${hartwellId}/user`, {
      ...newManager,
      email: 'someone.new@hartwell.test',
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
    const [after] = await t.db.select({ total: count() }).from(users);
    expect(after?.total).toBe(before?.total);
  });

  it('stores injection-looking names literally', async () => {
    const firstName = "Robert'); DELETE FROM users;--";
    const response = await send(hartwellAdmin, 'POST', `/api/v1/organization/${hartwellId}/user`, {
      ...newManager,
      email: 'bobby@hartwell.test',
      firstName,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().firstName).toBe(firstName);
    expect(
      (await get(hartwellManager, `/api/v1/organization/${hartwellId}/users`)).json().length,
    ).toBeGreaterThan(3);
  });

  it('refuses a plain manager (403), another organisation (404) and a candidate (404)', async () => {
    const body = { ...newManager, email: 'refused@hartwell.test' };
    const url = `/api/v1/organization/${hartwellId}/user`;
    expect((await send(hartwellManager, 'POST', url, body)).statusCode).toBe(403);
    expect((await send(northwindManager, 'POST', url, body)).statusCode).toBe(404);
    expect((await send(candidate, 'POST', url, body)).statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'refused@hartwell.test'));
    expect(row).toBeUndefined();
  });
});

describe('POST /api/v1/organization/{id}/user/{userId}', () => {
  let hartwellAdminId: number;
  let hartwellManagerId: number;
  beforeAll(async () => {
    hartwellAdminId = await userIdOf('hm.admin@hartwell.test');
    hartwellManagerId = await userIdOf('hm@hartwell.test');
  });
  const userUrl = (orgId: number, userId: number) => `/api/v1/organization/${orgId}/user/${userId}`;

  it('refuses to let the last manager-admin of an organisation demote itself (409)', async () => {
    const response = await send(hartwellAdmin, 'POST', userUrl(hartwellId, hartwellAdminId), {
      userType: 'HIRING_MANAGER',
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual(['userType']);
    const [row] = await t.db.select().from(users).where(eq(users.id, hartwellAdminId));
    expect(row?.userType).toBe('HIRING_MANAGER_ADMIN');
  });

  it('renames a colleague and flags it as a rare contact, auditing the changed fields', async () => {
    const response = await send(hartwellAdmin, 'POST', userUrl(hartwellId, hartwellManagerId), {
      firstName: 'Jim',
      rareContact: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Jim', lastName: 'Okafor', rareContact: true });
    const audit = await auditRows('organization.user.updated', hartwellManagerId);
    expect(audit.at(-1)?.details).toEqual({ fields: ['firstName', 'rareContact'] });
  });

  it('promotes a manager and audits the permission change from and to', async () => {
    const response = await send(hartwellAdmin, 'POST', userUrl(hartwellId, hartwellManagerId), {
      userType: 'HIRING_MANAGER_ADMIN',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().userType).toBe('HIRING_MANAGER_ADMIN');
    const audit = await auditRows('organization.user.permission-changed', hartwellManagerId);
    expect(audit.at(-1)).toMatchObject({
      actorUserId: hartwellAdminId,
      organizationId: hartwellId,
      details: { from: 'HIRING_MANAGER', to: 'HIRING_MANAGER_ADMIN' },
    });
  });

  it('lets a manager-admin step down once another admin remains', async () => {
    const response = await send(hartwellAdmin, 'POST', userUrl(hartwellId, hartwellAdminId), {
      userType: 'HIRING_MANAGER',
    });
    expect(response.statusCode).toBe(200);
    // The provider puts the demo accounts back as they were for the rest of the file.
    for (const [userId, userType] of [
      [hartwellAdminId, 'HIRING_MANAGER_ADMIN'],
      [hartwellManagerId, 'HIRING_MANAGER'],
    ] as const) {
      const restored = await send(admin, 'POST', userUrl(hartwellId, userId), { userType });
      expect(restored.statusCode).toBe(200);
    }
  });

  it('answers a user of another organisation, or no manager at all, with 404', async () => {
    const northwindUser = await userIdOf('hm@northwind.test');
    expect(
      (await send(hartwellAdmin, 'POST', userUrl(hartwellId, northwindUser), { firstName: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await send(hartwellAdmin, 'POST', userUrl(northwindId, northwindUser), { firstName: 'X' })).statusCode,
    ).toBe(404);
    const candidateId = await userIdOf('candidate@shortlist.test');
    expect((await send(admin, 'POST', userUrl(hartwellId, candidateId), { firstName: 'X' })).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, northwindUser));
    expect(row?.firstName).toBe('Mei');
  });

  it('refuses a plain manager with 403', async () => {
    const response = await send(hartwellManager, 'POST', userUrl(hartwellId, hartwellManagerId), {
      userType: 'HIRING_MANAGER_ADMIN',
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['an empty body', {}],
    ['the provider user type', { userType: 'ADMIN' }],
    ['a blank first name', { firstName: '' }],
    ['a rare-contact flag that is not yes or no', { rareContact: 'maybe' }],
  ])('refuses %s with 400 and changes nothing', async (_case, body) => {
    const [before] = await t.db.select().from(users).where(eq(users.id, hartwellManagerId));
    const response = await send(hartwellAdmin, 'POST', userUrl(hartwellId, hartwellManagerId), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.length).toBeGreaterThan(0);
    const [after] = await t.db.select().from(users).where(eq(users.id, hartwellManagerId));
    expect(after).toEqual(before);
  });
});

describe('/api/v1/organization/{id}/contacts', () => {
  let contactId: number;
  const contact = {
    name: 'Sam Ortiz',
    email: 'sam.ortiz@hartwell.test',
    phone: '+44 20 7946 0000',
    role: 'Partner',
  };

  it('lets a manager-admin add a contact that its managers can list, and audits it', async () => {
    const response = await send(
      hartwellAdmin,
      'POST',
      `/api/v1/organization/${hartwellId}/contacts`,
      contact,
    );
    expect(response.statusCode).toBe(201);
    contactId = response.json().id;
    expect(response.json()).toMatchObject(contact);
    const listed = await get(hartwellManager, `/api/v1/organization/${hartwellId}/contacts`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([{ id: contactId, ...contact }]);
    expect(await auditRows('organization.contact.created', contactId)).toHaveLength(1);
  });

  it('updates a contact and audits the changed fields', async () => {
    const response = await send(
      hartwellAdmin,
      'POST',
      `/api/v1/organization/${hartwellId}/contacts/${contactId}`,
      {
        ...contact,
        role: 'Managing partner',
        phone: null,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'Managing partner', phone: null });
    const audit = await auditRows('organization.contact.updated', contactId);
    expect(audit[0]?.details).toEqual({ fields: expect.arrayContaining(['phone', 'role']) });
    expect(audit[0]?.details.fields).toHaveLength(2);
  });

  it("answers another organisation's contact with 404, even for the provider", async () => {
    const response = await send(
      admin,
      'POST',
      `/api/v1/organization/${northwindId}/contacts/${contactId}`,
      contact,
    );
    expect(response.statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(organizationContacts)
      .where(eq(organizationContacts.id, contactId));
    expect(row?.position).toBe('Managing partner');
  });

  it('refuses a plain manager (403) and another organisation (404), and changes nothing', async () => {
    const url = `/api/v1/organization/${hartwellId}/contacts`;
    expect((await send(hartwellManager, 'POST', url, contact)).statusCode).toBe(403);
    expect((await send(northwindManager, 'POST', `${url}/${contactId}`, contact)).statusCode).toBe(404);
    expect((await get(northwindManager, url)).statusCode).toBe(404);
    expect((await get(candidate, url)).statusCode).toBe(404);
    expect((await get(hartwellManager, url)).json()).toHaveLength(1);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a malformed phone number', { phone: '0; DROP TABLE users' }, 'phone'],
    ['a malformed email', { email: 'sam@' }, 'email'],
  ])('refuses %s with 400 and adds nothing', async (_case, overrides, field) => {
    const response = await send(hartwellAdmin, 'POST', `/api/v1/organization/${hartwellId}/contacts`, {
      ...contact,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
    const rows = await t.db
      .select()
      .from(organizationContacts)
      .where(inArray(organizationContacts.organizationId, [hartwellId]));
    expect(rows).toHaveLength(1);
  });

  it('shows the contact in the admin report', async () => {
    expect((await get(admin, `/api/v1/admin/report/${hartwellId}`)).json().contacts).toBe(1);
  });
});
