import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reportShares, roles, users } from '../../src/db/schema/index.ts';
import { organizationIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Read-only report links: a manager admin shares one report with its filters fixed; anyone holding the link
// reads it without signing in until it is revoked or expires; nobody else's organisation can touch it.

let t: TestApp;
let hartwellId: number;
let managerAdmin: SignedIn;
let manager: SignedIn;
let northwindAdmin: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  hartwellId = await organizationIdOf(t.db, 'hartwell');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  manager = await signIn(t.app, 'hm@hartwell.test');
  // Another organisation's manager admin: allowed to share, but only its own organisation's reports.
  await t.db
    .update(users)
    .set({ userType: 'HIRING_MANAGER_ADMIN' })
    .where(eq(users.email, 'hm@northwind.test'));
  northwindAdmin = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

const schoolShare = { kind: 'SCHOOL', query: { range: 'last90', type: 'SNAPSHOT' }, expiresInDays: 7 };

async function share(who: SignedIn, body: object = schoolShare) {
  return who.request({ method: 'POST', url: '/api/v1/reports/shares', payload: body });
}

function openShared(token: string) {
  return t.app.inject({ method: 'GET', url: `/api/public/reports/shared/${encodeURIComponent(token)}` });
}

describe('a shared report link', () => {
  it('opens the report with its filters fixed, without signing in, and says until when', async () => {
    const created = await share(managerAdmin);
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({ kind: 'SCHOOL', query: { range: 'LAST_90_DAYS', type: 'SNAPSHOT' } });
    expect(link.path).toBe(`/manager/reports?share=${encodeURIComponent(link.token)}`);
    expect(link.expiresAt - link.createdAt).toBe(7 * 86_400);

    const opened = await openShared(link.token);
    expect(opened.statusCode, opened.body).toBe(200);
    const report = opened.json();
    expect(report).toMatchObject({ kind: 'SCHOOL', type: 'SNAPSHOT', organizationId: hartwellId });
    expect(report.filters).toMatchObject({
      range: 'LAST_90_DAYS',
      names: { role: null, roleLevel: null, department: null },
    });
    expect(report.share).toEqual({ expiresAt: link.expiresAt });
    expect(report.sections.map((section: { key: string }) => section.key)).toEqual(['schoolType']);
    // The reading is audited as the link's, with no signed-in actor.
    const reads = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.viewed'), eq(auditLog.organizationId, hartwellId)));
    expect(reads.some((row) => row.actorUserId === null && row.details.shareId === link.id)).toBe(true);
  });

  it('is listed for the manager admins without its token, and stops working once revoked', async () => {
    const link = (await share(managerAdmin)).json();
    const listed = await managerAdmin.request({ method: 'GET', url: '/api/v1/reports/shares' });
    expect(listed.statusCode).toBe(200);
    const entry = listed.json().find((item: { id: number }) => item.id === link.id);
    expect(entry).toMatchObject({ kind: 'SCHOOL', revokedAt: null, createdBy: { name: expect.any(String) } });
    expect(entry).not.toHaveProperty('token');
    expect(listed.body).not.toContain(link.token);

    const revoked = await managerAdmin.request({
      method: 'DELETE',
      url: `/api/v1/reports/shares/${link.id}`,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await openShared(link.token)).statusCode).toBe(404);
    const again = await managerAdmin.request({ method: 'DELETE', url: `/api/v1/reports/shares/${link.id}` });
    expect(again.statusCode).toBe(204);
    const after = (await managerAdmin.request({ method: 'GET', url: '/api/v1/reports/shares' })).json();
    expect(after.find((item: { id: number }) => item.id === link.id).revokedAt).toBeGreaterThan(0);
  });

  it('stops working when it expires', async () => {
    const link = (await share(managerAdmin)).json();
    await t.db
      .update(reportShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportShares.id, link.id));
    const opened = await openShared(link.token);
    expect(opened.statusCode).toBe(404);
    expect(opened.json().error_description).toBe('The report link was not found.');
  });

  it('answers 404 for a token nobody issued', async () => {
    expect((await openShared('a'.repeat(43))).statusCode).toBe(404);
  });
});

describe('who may share', () => {
  it('refuses a standard manager', async () => {
    expect((await share(manager)).statusCode).toBe(403);
    expect((await manager.request({ method: 'GET', url: '/api/v1/reports/shares' })).statusCode).toBe(403);
  });

  it("keeps another organisation's manager admin from listing or revoking Hartwell's links", async () => {
    const link = (await share(managerAdmin)).json();
    const listed = await northwindAdmin.request({ method: 'GET', url: '/api/v1/reports/shares' });
    expect(listed.json().map((item: { id: number }) => item.id)).not.toContain(link.id);
    const revoke = await northwindAdmin.request({
      method: 'DELETE',
      url: `/api/v1/reports/shares/${link.id}`,
    });
    expect(revoke.statusCode).toBe(404);
    expect((await openShared(link.token)).statusCode).toBe(200);
  });

  it('names the role a shared report is narrowed to', async () => {
    const [role] = await t.db.select().from(roles).where(eq(roles.organizationId, hartwellId)).limit(1);
    if (!role) throw new Error('hartwell has no role');
    const query = { type: 'SNAPSHOT', roleId: role.id };
    const link = (await share(managerAdmin, { ...schoolShare, query })).json();
    const report = (await openShared(link.token)).json();
    expect(report.filters).toMatchObject({ roleId: role.id, names: { role: role.name } });
  });

  it("refuses to share a report narrowed to another organisation's role", async () => {
    const [role] = await t.db.select().from(roles).where(eq(roles.organizationId, hartwellId)).limit(1);
    const before = await t.db.select().from(reportShares);
    const response = await share(northwindAdmin, { ...schoolShare, query: { roleId: role?.id } });
    expect(response.statusCode).toBe(404);
    expect(await t.db.select().from(reportShares)).toHaveLength(before.length);
  });

  it("shares another organisation's manager admin's own report, never Hartwell's", async () => {
    const link = (await share(northwindAdmin, { ...schoolShare, query: { type: 'SNAPSHOT' } })).json();
    const report = (await openShared(link.token)).json();
    expect(report.organizationId).not.toBe(hartwellId);
  });
});

describe('bad input', () => {
  it.each([
    [{ ...schoolShare, expiresInDays: 0 }, 'expiresInDays', 'A link lasts from 1 to 90 days.'],
    [{ ...schoolShare, expiresInDays: 91 }, 'expiresInDays', 'A link lasts from 1 to 90 days.'],
    [{ kind: 'EFFICIENCY', query: { type: 'ADVERSE' } }, 'type', 'The efficiency report comes as SNAPSHOT.'],
    [{ kind: 'AGENCY', query: {} }, 'kind', 'The agency report is for lateral hiring.'],
    [
      { kind: 'SCHOOL', query: { range: 'custom' } },
      'query.from',
      'Choose the start and end of a custom range.',
    ],
  ])('refuses %j with a message on %s and makes no link', async (body, field, message) => {
    const before = await t.db.select().from(reportShares);
    const response = await share(managerAdmin, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await t.db.select().from(reportShares)).toHaveLength(before.length);
  });
});

describe('the minimum group size setting', () => {
  const settingsUrl = () => `/api/v1/organization/${hartwellId}/settings`;

  it('is never under 5, and a raised one is what reports suppress under', async () => {
    const current = (await managerAdmin.request({ method: 'GET', url: settingsUrl() })).json();
    expect(current.reportMinimumGroupSize).toBe(5);
    const tooLow = await managerAdmin.request({
      method: 'PUT',
      url: settingsUrl(),
      payload: { ...current, reportMinimumGroupSize: 4 },
    });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().errors[0].field).toBe('reportMinimumGroupSize');
    const raised = await managerAdmin.request({
      method: 'PUT',
      url: settingsUrl(),
      payload: { ...current, reportMinimumGroupSize: 8 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const report = await manager.request({ method: 'GET', url: '/api/v1/reports/SCHOOL' });
    expect(report.json().minimumGroupSize).toBe(8);
  });
});
