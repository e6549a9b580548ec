import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, candidates, roles, users } from '../../src/db/schema/index.ts';
import { seasonStart } from '../../src/organizations/provider-overview.ts';
import { get, send, startOrganizationSuite, validOrganization } from '../support/organization-suite.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

// GET /admin/overview and the client list's candidate counts and sorting (issue 17), on a client made here.

let t: TestApp;
let admin: SignedIn;
let managers: SignedIn[];
let candidate: SignedIn;
let orgId: number;

const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const suite = await startOrganizationSuite();
  ({ t, admin, candidate } = suite);
  managers = [suite.hartwellAdmin, suite.hartwellManager, suite.northwindManager];
  const created = await send(
    admin,
    'POST',
    '/api/v1/organization',
    validOrganization({ subdomain: 'overview-co' }),
  );
  orgId = created.json().id;
  await t.db.insert(roles).values([
    { organizationId: orgId, name: 'Live role', roleType: 'GRADUATE_SCHEME', status: 'LIVE' },
    { organizationId: orgId, name: 'Draft role', roleType: 'GRADUATE_SCHEME', status: 'DRAFT' },
  ]);
  const people = await t.db
    .insert(users)
    .values(
      ['now-1', 'now-2', 'old', 'deleted', 'manager'].map((label) => ({
        email: `${label}@overview.test`,
        userType: label === 'manager' ? ('HIRING_MANAGER' as const) : ('CANDIDATE' as const),
        organizationId: label === 'manager' ? orgId : null,
      })),
    )
    .returning({ id: users.id });
  const [now1, now2, old, deleted, manager] = people.map((person) => person.id);
  const now = new Date();
  const application = (userId: number | undefined, appliedAt: Date, deletedAt: Date | null = null) => ({
    organizationId: orgId,
    userId: userId ?? 0,
    appliedAt,
    deletedAt,
  });
  await t.db
    .insert(candidates)
    .values([
      application(now1, now),
      application(now2, now),
      application(old, new Date(now.getTime() - 800 * day)),
      application(deleted, now, now),
    ]);
  await t.db.insert(authSessions).values([
    { userId: manager ?? 0, clientId: 'web', scope: 'web', createdAt: new Date(now.getTime() - day) },
    { userId: manager ?? 0, clientId: 'web', scope: 'web', createdAt: new Date(now.getTime() - 2 * day) },
  ]);
});
afterAll(() => t.close());

describe('GET /api/v1/admin/overview', () => {
  it("gives the provider each active client's applications this season, live roles and recent sign-ins", async () => {
    const response = await get(admin, '/api/v1/admin/overview');
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    const row = overview.organizations.find(
      (entry: { organization: { id: number } }) => entry.organization.id === orgId,
    );
    // The old application is of an earlier season and the deleted one counts nowhere; one manager, twice.
    expect(row).toEqual({
      organization: { id: orgId, name: 'Ashgrove Chambers', subdomain: 'overview-co' },
      applicationsThisSeason: 2,
      activeRoles: 1,
      usersSignedInLast30Days: 1,
    });
    expect(overview.totals.organizations).toBe(overview.organizations.length);
    expect(overview.totals.activeRoles).toBe(
      overview.organizations.reduce(
        (sum: number, entry: { activeRoles: number }) => sum + entry.activeRoles,
        0,
      ),
    );
    expect(overview.seasonStart).toMatch(/^\d{4}-09-01$/);
  });

  it('leaves inactive clients out', async () => {
    await send(admin, 'PUT', `/api/v1/organization/${orgId}`, { status: 'INACTIVE' });
    const ids = (await get(admin, '/api/v1/admin/overview'))
      .json()
      .organizations.map((entry: { organization: { id: number } }) => entry.organization.id);
    expect(ids).not.toContain(orgId);
    await send(admin, 'PUT', `/api/v1/organization/${orgId}`, { status: 'ACTIVE' });
  });

  it('is for the provider only: every kind of manager and a candidate get 403', async () => {
    for (const caller of [...managers, candidate]) {
      expect((await get(caller, '/api/v1/admin/overview')).statusCode).toBe(403);
    }
  });
});

describe('the season', () => {
  it('starts on the last 1 September', () => {
    expect(seasonStart(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-09-01T00:00:00.000Z');
    expect(seasonStart(new Date('2026-08-31T23:00:00Z')).toISOString()).toBe('2025-09-01T00:00:00.000Z');
    expect(seasonStart(new Date('2026-09-01T00:00:00Z')).toISOString()).toBe('2026-09-01T00:00:00.000Z');
  });
});

describe('GET /api/v1/organization: candidate counts and sorting', () => {
  it('counts the people with a live application at each client', async () => {
    const page = (await get(admin, '/api/v1/organization', { searchTerm: 'overview-co' })).json();
    expect(page.content).toEqual([
      expect.objectContaining({ id: orgId, candidateCount: 3, status: 'ACTIVE' }),
    ]);
  });

  it('sorts by any listed column either way, ties by name', async () => {
    const newest = (
      await get(admin, '/api/v1/organization', { sortBy: 'createdAt', orderBy: 'desc' })
    ).json();
    expect(newest.content[0].id).toBe(orgId);
    const byCount = (
      await get(admin, '/api/v1/organization', { sortBy: 'candidateCount', orderBy: 'desc' })
    ).json();
    const counts = byCount.content.map((org: { candidateCount: number }) => org.candidateCount);
    expect(counts).toEqual(counts.toSorted((a: number, b: number) => b - a));
    const byTier = (await get(admin, '/api/v1/organization', { sortBy: 'tier' })).json();
    const tiers = byTier.content.map((org: { tier: string }) => org.tier);
    expect(tiers).toEqual(tiers.toSorted());
  });

  it('refuses an unknown sort column or direction with field messages', async () => {
    const response = await get(admin, '/api/v1/organization', { sortBy: 'password', orderBy: 'sideways' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['sortBy', 'orderBy']));
  });
});
