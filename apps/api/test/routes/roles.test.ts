import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidates, roles } from '../../src/db/schema/index.ts';
import { countPipeline } from '../../src/search/counts.ts';
import { organizationOf, roleNamed } from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: SignedIn;
let northwind: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

const newRole = {
  name: 'Solicitor Apprenticeship 2027',
  roleType: 'APPRENTICESHIP',
  roleLevel: 'entry-level',
  department: 'litigation',
  location: 'bristol',
  employmentType: 'full-time',
  workArrangement: 'On-site',
  formConfiguration: {
    sections: [
      { key: 'about', title: 'About you', fields: [{ key: 'why', label: 'Why us?', type: 'textarea' }] },
    ],
  },
};

async function roleCount(organizationSubdomain: string) {
  const organization = await organizationOf(t, organizationSubdomain);
  const [row] = await t.db
    .select({ total: count() })
    .from(roles)
    .where(eq(roles.organizationId, organization.id));
  return row?.total ?? 0;
}

describe('GET /api/v1/roles', () => {
  it("lists the manager's own organisation's roles with how many applied", async () => {
    const response = await hartwell.request({ method: 'GET', url: '/api/v1/roles' });
    expect(response.statusCode).toBe(200);
    const names = response.json().map((role: { name: string }) => role.name);
    expect(names.sort()).toEqual([
      'Summer Vacation Scheme 2027',
      'Training Contract 2028',
      'Winter Vacation Scheme 2026',
    ]);
    const training = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const [applied] = await t.db
      .select({ total: count() })
      .from(candidates)
      .where(and(eq(candidates.roleId, training.id), isNull(candidates.deletedAt)));
    const listed = response.json().find((role: { id: number }) => role.id === training.id);
    expect(listed.applicantCount).toBe(applied?.total);
    expect(listed.applicantCount).toBeGreaterThan(0);
    expect(listed.labels.roleType).toBe('Training contract');
  });

  it("gives each role its pipeline counts by stage group, as the search's counts of that role", async () => {
    const response = await hartwell.request({ method: 'GET', url: '/api/v1/roles' });
    const training = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const listed = response.json().find((role: { id: number }) => role.id === training.id);
    expect(listed.pipeline).toEqual(await countPipeline(t.db, training.organizationId, training.id));
    expect(Object.keys(listed.pipeline)).toEqual(['applied', 'screening', 'interview', 'offer']);
  });

  it('filters by status and refuses an unknown one', async () => {
    const live = await hartwell.request({ method: 'GET', url: '/api/v1/roles?status=LIVE' });
    expect(live.json()).toHaveLength(2);
    const bad = await hartwell.request({ method: 'GET', url: '/api/v1/roles?status=OPEN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('status');
  });

  it("never shows another organisation's roles, whatever the manager names", async () => {
    const names = (await northwind.request({ method: 'GET', url: '/api/v1/roles' }))
      .json()
      .map((r: { name: string }) => r.name);
    expect(names).not.toContain('Training Contract 2028');
    const hartwellOrg = await organizationOf(t, 'hartwell');
    const named = await northwind.request({
      method: 'GET',
      url: `/api/v1/roles?organizationId=${hartwellOrg.id}`,
    });
    expect(named.statusCode).toBe(404);
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    expect((await northwind.request({ method: 'GET', url: `/api/v1/roles/${role.id}` })).statusCode).toBe(
      404,
    );
  });

  it('lets the provider read an organisation it names, and refuses candidates', async () => {
    const admin = await signIn(t.app, 'admin@shortlist.test');
    expect((await admin.request({ method: 'GET', url: '/api/v1/roles' })).statusCode).toBe(400);
    const hartwellOrg = await organizationOf(t, 'hartwell');
    const named = await admin.request({
      method: 'GET',
      url: `/api/v1/roles?organizationId=${hartwellOrg.id}`,
    });
    expect(named.json()).toHaveLength(3);
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    expect((await candidate.request({ method: 'GET', url: '/api/v1/roles' })).statusCode).toBe(403);
  });
});

describe('POST /api/v1/roles', () => {
  it("creates a draft role in the manager's organisation from its reference lists, audited", async () => {
    const response = await hartwell.request({ method: 'POST', url: '/api/v1/roles', payload: newRole });
    expect(response.statusCode).toBe(201);
    const hartwellOrg = await organizationOf(t, 'hartwell');
    expect(response.json()).toMatchObject({
      name: 'Solicitor Apprenticeship 2027',
      status: 'DRAFT',
      organizationId: hartwellOrg.id,
      labels: { department: 'Litigation', location: 'Bristol', employmentType: 'Full-time' },
      applicantCount: 0,
      interviewConfigured: true,
    });
    expect(response.json().formConfiguration.sections[0].fields[0].key).toBe('why');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'role.created'), eq(auditLog.targetId, String(response.json().id))));
    expect(audit).toHaveLength(1);
  });

  it.each([
    ['a role type the organisation does not offer', { roleType: 'PIRATE' }, 'roleType'],
    ['a department of another sector', { department: 'data-science' }, 'department'],
    ['an unknown work arrangement', { workArrangement: 'Moon base' }, 'workArrangement'],
    [
      'a form field without options',
      {
        formConfiguration: { sections: [{ key: 's', fields: [{ key: 'x', label: 'X', type: 'dropdown' }] }] },
      },
      'formConfiguration.sections.0.fields.0.options',
    ],
    ['a deadline before it opens', { openDate: 1_900_000_000, deadline: 1_800_000_000 }, 'deadline'],
    ['an injection-looking status', { status: "LIVE'; DROP TABLE roles; --" }, 'status'],
  ])('refuses %s with 400 and stores nothing', async (_case, change, field) => {
    const before = await roleCount('hartwell');
    const response = await hartwell.request({
      method: 'POST',
      url: '/api/v1/roles',
      payload: { ...newRole, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await roleCount('hartwell')).toBe(before);
  });
});

describe('PUT /api/v1/roles/{id}', () => {
  it('opens a draft for applications: it goes live on the careers site, and the change is audited', async () => {
    const created = (
      await hartwell.request({
        method: 'POST',
        url: '/api/v1/roles',
        payload: { ...newRole, name: 'Paralegal 2027' },
      })
    ).json();
    const opens = Math.floor(Date.now() / 1000) - 60;
    const response = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/roles/${created.id}`,
      payload: { status: 'LIVE', openDate: opens, deadline: opens + 30 * 86_400, doNotSave: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'LIVE',
      openDate: opens,
      doNotSave: true,
      name: 'Paralegal 2027',
    });
    const careers = await t.app.inject({ method: 'POST', url: '/api/public/hartwell/roles' });
    expect(careers.json().content.map((role: { name: string }) => role.name)).toContain('Paralegal 2027');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'role.updated'), eq(auditLog.targetId, String(created.id))));
    expect(audit?.details.status).toEqual({ from: 'DRAFT', to: 'LIVE' });
  });

  it('refuses a deadline before the stored open date, changing nothing', async () => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const early = Math.floor((role.openDate?.getTime() ?? 0) / 1000) - 86_400;
    const response = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/roles/${role.id}`,
      payload: { deadline: early },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('deadline');
    expect((await roleNamed(t, 'hartwell', 'Training Contract 2028')).deadline).toEqual(role.deadline);
  });

  it("refuses an empty update, and another organisation's role answers 404 unchanged", async () => {
    const role = await roleNamed(t, 'hartwell', 'Summer Vacation Scheme 2027');
    expect(
      (await hartwell.request({ method: 'PUT', url: `/api/v1/roles/${role.id}`, payload: {} })).statusCode,
    ).toBe(400);
    const crossed = await northwind.request({
      method: 'PUT',
      url: `/api/v1/roles/${role.id}`,
      payload: { status: 'ARCHIVED' },
    });
    expect(crossed.statusCode).toBe(404);
    expect((await roleNamed(t, 'hartwell', 'Summer Vacation Scheme 2027')).status).toBe('LIVE');
  });
});
