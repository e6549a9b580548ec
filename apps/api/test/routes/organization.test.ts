import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, organizations, users } from '../../src/db/schema/index.ts';
import { webClient } from '../../src/db/seed/demo-users.ts';
import { fieldsOf } from '../support/organization-candidates.ts';
import { get, organizationCount, startOrganizationSuite } from '../support/organization-suite.ts';
import { userIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

// The organisation record as read: the provider's list, the name list, one organisation and its admin report.

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
  ({ t, admin, hartwellAdmin, hartwellManager, northwindManager, candidate, hartwellId, northwindId } =
    await startOrganizationSuite());
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
    expect(await organizationCount(t.db)).toBe(3 + pagingOrganizations + 2);
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
    expect(all).toHaveLength(await organizationCount(t.db));
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
    const quietManager = await userIdOf(t.db, 'otp.manager@hartwell.test');
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
