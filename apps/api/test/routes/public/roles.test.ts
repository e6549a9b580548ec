import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../../src/db/schema/index.ts';
import { organizationOf, roleNamed } from '../../support/scheduling-fixtures.ts';
import type { TestApp } from '../../support/test-app.ts';
import { startTestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = (organization: string, filters?: unknown, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/${organization}/roles${query}`,
    ...(filters === undefined ? {} : { payload: { filters } }),
  });
const namesOf = (response: { json(): { content: { name: string }[] } }) =>
  response.json().content.map((role) => role.name);

describe('POST /api/public/{orgId}/roles', () => {
  it("lists the organisation's live, opened roles as a page, by subdomain or by id", async () => {
    const response = await list('hartwell');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      number: 0,
      size: 20,
      totalElements: 2,
      totalPages: 1,
      first: true,
      last: true,
      hasContent: true,
      numberOfElements: 2,
    });
    expect(namesOf(response)).toEqual(['Training Contract 2028', 'Summer Vacation Scheme 2027']);
    const hartwell = await organizationOf(t, 'hartwell');
    expect((await list(String(hartwell.id))).json()).toEqual(response.json());
  });

  it('labels role types with the sector vocabulary', async () => {
    const hartwell = (await list('hartwell')).json().content;
    expect(hartwell.map((role: { labels: { roleType: string } }) => role.labels.roleType)).toEqual([
      'Training contract',
      'Vacation scheme',
    ]);
    const northwind = (await list('northwind')).json().content;
    expect(northwind.map((role: { labels: { roleType: string } }) => role.labels.roleType)).toEqual([
      'Graduate scheme',
      'Internship',
    ]);
  });

  it('leaves out drafts, closed roles and roles that have not opened yet', async () => {
    expect(namesOf(await list('northwind'))).not.toContain('Analytics Apprenticeship');
    expect(namesOf(await list('hartwell'))).not.toContain('Winter Vacation Scheme 2026');
    const role = await roleNamed(t, 'northwind', 'Software Engineering Internship 2027');
    await t.db
      .update(roles)
      .set({ openDate: new Date(Date.now() + 86_400_000) })
      .where(eq(roles.id, role.id));
    expect(namesOf(await list('northwind'))).toEqual(['Data Science Graduate Scheme 2027']);
    await t.db.update(roles).set({ openDate: role.openDate }).where(eq(roles.id, role.id));
  });

  it('filters by attribute, by several values of one attribute and by a name term', async () => {
    expect(namesOf(await list('hartwell', [{ type: 'roleType', value: 'INTERNSHIP' }]))).toEqual([
      'Summer Vacation Scheme 2027',
    ]);
    const either = [
      { type: 'department', value: 'corporate' },
      { type: 'department', value: 'litigation' },
    ];
    expect(namesOf(await list('hartwell', either))).toHaveLength(2);
    const both = [...either, { type: 'location', value: 'manchester' }];
    expect(namesOf(await list('hartwell', both))).toEqual(['Summer Vacation Scheme 2027']);
    expect(namesOf(await list('hartwell', [{ type: 'searchTerm', value: 'TRAINING' }]))).toEqual([
      'Training Contract 2028',
    ]);
    expect(namesOf(await list('hartwell', [{ type: 'workArrangement', value: 'Remote' }]))).toEqual([]);
  });

  it('tells active roles from those past their deadline with the status filter', async () => {
    const role = await roleNamed(t, 'hartwell', 'Summer Vacation Scheme 2027');
    await t.db
      .update(roles)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(roles.id, role.id));
    expect(namesOf(await list('hartwell', [{ type: 'status', value: 'ACTIVE' }]))).toEqual([
      'Training Contract 2028',
    ]);
    expect(namesOf(await list('hartwell', [{ type: 'status', value: 'CLOSED' }]))).toEqual([
      'Summer Vacation Scheme 2027',
    ]);
    await t.db.update(roles).set({ deadline: role.deadline }).where(eq(roles.id, role.id));
  });

  it('pages with resultsPerPage', async () => {
    const second = (await list('hartwell', [], '?page=1&resultsPerPage=1')).json();
    expect(second).toMatchObject({
      number: 1,
      size: 1,
      totalElements: 2,
      totalPages: 2,
      hasPrevious: true,
      last: true,
    });
    expect(second.content.map((role: { name: string }) => role.name)).toEqual([
      'Summer Vacation Scheme 2027',
    ]);
  });

  it('treats an injection-looking term as text', async () => {
    const response = await list('hartwell', [{ type: 'searchTerm', value: "%' OR '1'='1" }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().totalElements).toBe(0);
  });

  it.each([
    ['an unknown filter type', [{ type: 'salary', value: '1' }], '', 'filters.0.type'],
    ['an unknown status', [{ type: 'status', value: 'MAYBE' }], '', 'filters.0.value'],
    ['filters that are not a list', 'roleType', '', 'filters'],
    ['a page size of nought', [], '?resultsPerPage=0', 'resultsPerPage'],
    ['a negative page', [], '?page=-1', 'page'],
  ])('refuses %s with a field error', async (_case, filters, query, field) => {
    const response = await list('hartwell', filters, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });

  it('answers 404 for an unknown organisation', async () => {
    expect((await list('nowhere')).statusCode).toBe(404);
  });
});

describe('GET /api/public/{orgId}/roles/{roleId}', () => {
  it('answers one role with the form the candidate fills in', async () => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const response = await t.app.inject({ method: 'GET', url: `/api/public/hartwell/roles/${role.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: role.id,
      name: 'Training Contract 2028',
      organization: { subdomain: 'hartwell' },
      labels: { roleType: 'Training contract', department: 'Corporate', location: 'London' },
    });
    expect(response.json().formConfiguration.sections[0].key).toBe('aboutYou');
    expect(response.json().open).toBe(true);
  });

  it('tells a closed role from one taking applications', async () => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    await t.db.update(roles).set({ status: 'CLOSED' }).where(eq(roles.id, role.id));
    try {
      const response = await t.app.inject({ method: 'GET', url: `/api/public/hartwell/roles/${role.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'CLOSED', open: false });
    } finally {
      await t.db.update(roles).set({ status: 'LIVE' }).where(eq(roles.id, role.id));
    }
  });

  it('answers 404 for a draft and for a role of another organisation', async () => {
    const draft = await roleNamed(t, 'northwind', 'Analytics Apprenticeship');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/northwind/roles/${draft.id}` })).statusCode,
    ).toBe(404);
    const hartwellRole = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/public/northwind/roles/${hartwellRole.id}`,
    });
    expect(crossed.statusCode).toBe(404);
  });
});
