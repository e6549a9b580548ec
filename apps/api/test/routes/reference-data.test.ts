import { pipelineOrder, stageNames } from '@shortlist/domain/stages';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, referenceItems } from '../../src/db/schema/index.ts';
import { globalReferenceData } from '../../src/db/seed/reference-data/index.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

interface Item {
  id: number;
  value: string;
  label: string;
  attributes: Record<string, unknown>;
}

let t: TestApp;
let admin: SignedIn;
let hartwellManager: SignedIn;
let hartwellManagerAdmin: SignedIn;
let northwindManager: SignedIn;
let candidate: SignedIn;
const orgIds: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  [admin, hartwellManager, hartwellManagerAdmin, northwindManager, candidate] = await Promise.all([
    signIn(t.app, 'admin@shortlist.test'),
    signIn(t.app, 'hm@hartwell.test'),
    signIn(t.app, 'hm.admin@hartwell.test'),
    signIn(t.app, 'hm@northwind.test'),
    signIn(t.app, 'candidate@shortlist.test'),
  ]);
  for (const org of await t.db.select().from(organizations)) orgIds[org.subdomain] = org.id;
});
afterAll(() => t.close());

async function getItems(user: SignedIn, url: string, headers: Record<string, string> = {}): Promise<Item[]> {
  const response = await user.request({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const labelsOf = (items: readonly Item[]) => items.map((item) => item.label);
const seedLabels = (type: string) =>
  globalReferenceData.filter((item) => item.type === type).map((item) => item.label);
const hartwellId = () => orgIds.hartwell ?? 0;
const northwindId = () => orgIds.northwind ?? 0;

describe('GET /api/v1/data/type/{type}', () => {
  it('answers a shared list in the order it was seeded, as id, value, label and attributes', async () => {
    const countries = await getItems(candidate, '/api/v1/data/type/COUNTRY');
    expect(labelsOf(countries)).toEqual(seedLabels('COUNTRY'));
    expect(countries[0]).toEqual({
      id: expect.any(Number),
      value: 'gb',
      label: 'United Kingdom',
      attributes: { code: 'GB' },
    });
  });

  it('answers the university groupings', async () => {
    const oxbridge = await getItems(hartwellManager, '/api/v1/data/type/OXBRIDGE');
    expect(labelsOf(oxbridge)).toEqual(['University of Cambridge', 'University of Oxford']);
    expect(await getItems(hartwellManager, '/api/v1/data/type/RUSSELL_GROUP')).toHaveLength(24);
  });

  it('refuses an unknown type with a message on the type field, and keeps serving', async () => {
    for (const type of ['WIZARDS', 'country', "COUNTRY'%20OR%201=1%20--"]) {
      const response = await candidate.request({ method: 'GET', url: `/api/v1/data/type/${type}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'type', message: 'Choose one of the listed options.' },
      ]);
    }
    expect(await getItems(candidate, '/api/v1/data/type/GENDER')).not.toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/data/type/COUNTRY' });
    expect(response.statusCode).toBe(401);
  });

  it("answers an organisation list from a manager's own organisation", async () => {
    const departments = await getItems(northwindManager, '/api/v1/data/type/DEPARTMENT');
    expect(labelsOf(departments)).toEqual([
      'Data Science',
      'Engineering',
      'Product',
      'Finance',
      'Operations',
    ]);
  });

  it('does not let the subdomain parameter or the host move a manager to another organisation', async () => {
    const departments = await getItems(northwindManager, '/api/v1/data/type/DEPARTMENT?subdomain=hartwell', {
      host: 'hartwell.localhost',
    });
    expect(labelsOf(departments)).toContain('Data Science');
    expect(labelsOf(departments)).not.toContain('Litigation');
  });

  it("answers the provider and candidates from the request's organisation, and nothing without one", async () => {
    expect(labelsOf(await getItems(admin, '/api/v1/data/type/DEPARTMENT?subdomain=hartwell'))).toContain(
      'Litigation',
    );
    expect(
      labelsOf(await getItems(candidate, '/api/v1/data/type/ROLE_LEVEL', { host: 'kingsbench.localhost' })),
    ).toEqual(['Pupil', 'Junior tenant', 'Middle junior', 'Senior junior']);
    expect(await getItems(admin, '/api/v1/data/type/DEPARTMENT')).toEqual([]);
    expect(await getItems(candidate, '/api/v1/data/type/DEPARTMENT?subdomain=nowhere')).toEqual([]);
  });

  it('words ROLE_TYPE labels in each sector’s vocabulary', async () => {
    const hartwell = await getItems(hartwellManager, '/api/v1/data/type/ROLE_TYPE');
    const kingsbench = await getItems(admin, '/api/v1/data/type/ROLE_TYPE?subdomain=kingsbench');
    const northwind = await getItems(northwindManager, '/api/v1/data/type/ROLE_TYPE');
    expect(labelsOf(hartwell).slice(0, 2)).toEqual(['Training contract', 'Vacation scheme']);
    expect(labelsOf(kingsbench).slice(0, 2)).toEqual(['Pupillage', 'Mini-pupillage']);
    expect(labelsOf(northwind)).toEqual([
      'Graduate scheme',
      'Internship',
      'Apprenticeship',
      'Experienced hire',
    ]);
  });

  it('renames ROLE_TYPE labels when read, even when stored in company wording', async () => {
    const graduateScheme = and(
      eq(referenceItems.organizationId, hartwellId()),
      eq(referenceItems.type, 'ROLE_TYPE'),
      eq(referenceItems.value, 'GRADUATE_SCHEME'),
    );
    await t.db.update(referenceItems).set({ label: 'Graduate scheme' }).where(graduateScheme);
    try {
      const hartwell = await getItems(hartwellManager, '/api/v1/data/type/ROLE_TYPE');
      expect(hartwell[0]).toMatchObject({ value: 'GRADUATE_SCHEME', label: 'Training contract' });
    } finally {
      await t.db.update(referenceItems).set({ label: 'Training contract' }).where(graduateScheme);
    }
  });

  it("lists the managers of the caller's organisation as USERS, by name and without secrets", async () => {
    const response = await hartwellManager.request({
      method: 'GET',
      url: '/api/v1/data/type/USERS?subdomain=northwind',
    });
    expect(response.statusCode).toBe(200);
    expect(labelsOf(response.json())).toEqual(['Eleanor Hartwell', 'James Okafor', 'Tom Ashby']);
    expect(response.json()[0]).toMatchObject({
      value: String(response.json()[0].id),
      attributes: { userType: 'HIRING_MANAGER_ADMIN' },
    });
    expect(response.body).not.toMatch(/password|scrypt\$|hash/i);
    expect(await getItems(admin, '/api/v1/data/type/USERS')).toEqual([]);
    expect(labelsOf(await getItems(admin, '/api/v1/data/type/USERS?subdomain=northwind'))).toEqual([
      'Mei Chen',
    ]);
  });

  it('refuses USERS to a candidate', async () => {
    const response = await candidate.request({
      method: 'GET',
      url: '/api/v1/data/type/USERS?subdomain=hartwell',
    });
    expect(response.statusCode).toBe(403);
  });

  it('lists every organisation as CLIENTS for the provider only', async () => {
    expect(labelsOf(await getItems(admin, '/api/v1/data/type/CLIENTS'))).toEqual([
      'Hartwell & Finch LLP',
      "King's Bench Chambers",
      'Northwind Analytics',
    ]);
    for (const user of [hartwellManagerAdmin, candidate]) {
      const response = await user.request({ method: 'GET', url: '/api/v1/data/type/CLIENTS' });
      expect(response.statusCode).toBe(403);
    }
  });

  it('lists the stage catalogue in pipeline order as STAGE', async () => {
    const stages = await getItems(candidate, '/api/v1/data/type/STAGE');
    expect(stages.map((stage) => stage.id)).toEqual([...pipelineOrder]);
    expect(stages[0]).toMatchObject({
      value: String(pipelineOrder[0]),
      label: stageNames[pipelineOrder[0] ?? 1],
    });
  });
});

describe('GET /api/v1/organization/{id}/data/{type}', () => {
  it("answers a manager's own organisation and hides another's as 404", async () => {
    const own = await getItems(hartwellManager, `/api/v1/organization/${hartwellId()}/data/DEPARTMENT`);
    expect(labelsOf(own)).toContain('Litigation');
    const other = await northwindManager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwellId()}/data/DEPARTMENT?subdomain=hartwell`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Litigation');
  });

  it('lets the provider read any organisation and answers 404 for one that does not exist', async () => {
    const kingsbench = await getItems(admin, `/api/v1/organization/${orgIds.kingsbench}/data/ROLE_TYPE`);
    expect(labelsOf(kingsbench).slice(0, 2)).toEqual(['Pupillage', 'Mini-pupillage']);
    const missing = await admin.request({
      method: 'GET',
      url: '/api/v1/organization/999999/data/DEPARTMENT',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 to a candidate', async () => {
    const response = await candidate.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwellId()}/data/DEPARTMENT`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a bad id or type with field messages', async () => {
    const badId = await admin.request({ method: 'GET', url: '/api/v1/organization/abc/data/DEPARTMENT' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual([{ field: 'id', message: 'Must be a number.' }]);
    const badType = await admin.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwellId()}/data/NOPE`,
    });
    expect(badType.json().errors).toEqual([{ field: 'type', message: 'Choose one of the listed options.' }]);
  });

  it('searches organisation emails by value or label, ignoring case', async () => {
    const url = `/api/v1/organization/${hartwellId()}/data/ORGANIZATION_EMAIL`;
    expect(await getItems(hartwellManager, url)).toHaveLength(2);
    const graduate = await getItems(hartwellManager, `${url}?search=GRADUATE`);
    expect(graduate.map((item) => item.value)).toEqual(['graduate.recruitment@hartwell.test']);
    expect(await getItems(hartwellManager, `${url}?search=recruitment%20%3C`)).toHaveLength(2);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const url = `/api/v1/organization/${hartwellId()}/data/ORGANIZATION_EMAIL`;
    expect(await getItems(hartwellManager, `${url}?search=_`)).toEqual([]);
    expect(await getItems(hartwellManager, `${url}?search=%25`)).toEqual([]);
    expect(await getItems(hartwellManager, `${url}?search=${encodeURIComponent("%' OR 1=1 --")}`)).toEqual(
      [],
    );
  });
});

describe('GET /api/v1/data/modules', () => {
  it('filters modules by university value, year and study year', async () => {
    expect(await getItems(candidate, '/api/v1/data/modules')).toHaveLength(32);
    const kings = await getItems(candidate, '/api/v1/data/modules?universityId=kings-college-london');
    expect(labelsOf(kings)).toEqual([
      'Contract law',
      'Public law',
      'Criminal law',
      'Tort law',
      'Land law',
      'Equity and trusts',
      'EU law',
      'Jurisprudence',
    ]);
    const firstYear = await getItems(
      candidate,
      '/api/v1/data/modules?universityId=kings-college-london&year=1',
    );
    expect(labelsOf(firstYear)).toEqual(['Contract law', 'Public law', 'Criminal law', 'Tort law']);
    expect(await getItems(candidate, '/api/v1/data/modules?year=3&studyYear=2024/25')).toHaveLength(4);
    expect(await getItems(candidate, '/api/v1/data/modules?studyYear=2023/24')).toEqual([]);
  });

  it("accepts a university item's id in place of its value", async () => {
    const [kings] = await t.db
      .select({ id: referenceItems.id })
      .from(referenceItems)
      .where(and(eq(referenceItems.type, 'UNIVERSITY'), eq(referenceItems.value, 'kings-college-london')));
    expect(await getItems(candidate, `/api/v1/data/modules?universityId=${kings?.id}`)).toHaveLength(8);
    expect(await getItems(candidate, '/api/v1/data/modules?universityId=999999')).toEqual([]);
  });

  it('matches a term on the label, ignoring case, and nothing for an injection-looking term', async () => {
    const tort = await getItems(candidate, '/api/v1/data/modules?term=TORT');
    expect(new Set(labelsOf(tort))).toEqual(new Set(['Tort law']));
    expect(tort).toHaveLength(4);
    const injected = encodeURIComponent("%' OR 1=1 --");
    expect(await getItems(candidate, `/api/v1/data/modules?term=${injected}`)).toEqual([]);
  });

  it('refuses malformed filters with field messages', async () => {
    const response = await candidate.request({
      method: 'GET',
      url: `/api/v1/data/modules?year=first&universityId=${encodeURIComponent("x' OR '1'='1")}`,
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['universityId', 'year']);
  });
});

describe('school qualification lists', () => {
  it('answers the grade systems in seed order', async () => {
    const systems = await getItems(candidate, '/api/v1/data/schoolQualificationGradeSystems');
    expect(labelsOf(systems)).toEqual(seedLabels('GRADE_SYSTEM'));
    expect(systems[0]?.attributes).toEqual({ qualificationType: '201', grades: 'A*,A,B,C,D,E' });
  });

  it('filters qualification types by country code and school form', async () => {
    expect(await getItems(candidate, '/api/v1/data/schoolQualificationTypes')).toHaveLength(11);
    const sixthForm = await getItems(
      candidate,
      '/api/v1/data/schoolQualificationTypes?schoolCountryId=GB&schoolFormType=KS5',
    );
    expect(sixthForm.map((item) => item.value)).toEqual(['201', '202', '203', '207', '209']);
    const australia = await getItems(candidate, '/api/v1/data/schoolQualificationTypes?schoolCountryId=au');
    expect(labelsOf(australia)).toEqual(['ATAR band', 'ATAR']);
  });

  it("accepts a country item's id in place of its code", async () => {
    const [hongKong] = await t.db
      .select({ id: referenceItems.id })
      .from(referenceItems)
      .where(and(eq(referenceItems.type, 'COUNTRY'), eq(referenceItems.value, 'hk')));
    const items = await getItems(
      candidate,
      `/api/v1/data/schoolQualificationTypes?schoolCountryId=${hongKong?.id}`,
    );
    expect(items.map((item) => item.value)).toEqual(['211']);
  });

  it('refuses an unknown school form', async () => {
    const response = await candidate.request({
      method: 'GET',
      url: '/api/v1/data/schoolQualificationTypes?schoolFormType=KS9',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'schoolFormType', message: 'Choose one of: KS4, KS5, SECONDARY.' },
    ]);
  });
});

describe('GET /api/v1/data/schools, subjects and degrees', () => {
  it('finds schools by a term in their name, ignoring case', async () => {
    const schools = await getItems(candidate, '/api/v1/data/schools?term=GRAMMAR');
    expect(labelsOf(schools)).toEqual(seedLabels('SCHOOL').filter((label) => /grammar/i.test(label)));
    expect(schools.length).toBeGreaterThan(3);
  });

  it('answers nothing for an injection-looking or wildcard term', async () => {
    for (const term of ["%' OR 1=1 --", '%', '_', "'; DROP TABLE reference_items; --"]) {
      expect(await getItems(candidate, `/api/v1/data/schools?term=${encodeURIComponent(term)}`)).toEqual([]);
    }
    expect(labelsOf(await getItems(candidate, '/api/v1/data/schools'))).toEqual(seedLabels('SCHOOL'));
  });

  it('answers at most 50 schools', async () => {
    const extra = Array.from({ length: 60 }, (_, index) => ({
      type: 'SCHOOL',
      value: `test-academy-${index}`,
      label: `Test Academy ${index}`,
      sortOrder: 100_000 + index,
    }));
    await t.db.insert(referenceItems).values(extra);
    try {
      expect(await getItems(candidate, '/api/v1/data/schools')).toHaveLength(50);
      expect(await getItems(candidate, '/api/v1/data/schools?term=test%20academy')).toHaveLength(50);
    } finally {
      await t.db.delete(referenceItems).where(
        inArray(
          referenceItems.value,
          extra.map((school) => school.value),
        ),
      );
    }
  });

  it('answers the subjects and degrees in seed order', async () => {
    expect(labelsOf(await getItems(candidate, '/api/v1/data/subjects'))).toEqual(seedLabels('SUBJECT'));
    const degrees = await getItems(hartwellManager, '/api/v1/data/degrees');
    expect(labelsOf(degrees)).toEqual(seedLabels('DEGREE_TYPE'));
    expect(degrees[0]).toMatchObject({
      value: 'ba',
      attributes: { abbreviation: 'BA', level: 'UNDERGRADUATE' },
    });
  });
});

describe('GET /api/v1/data/organization/{id}/universities', () => {
  const ukUniversities = globalReferenceData
    .filter((item) => item.type === 'UNIVERSITY' && item.attributes?.countryBase === 'UK')
    .map((item) => item.label);

  it("answers the universities of the organisation's country base", async () => {
    const universities = await getItems(
      hartwellManager,
      `/api/v1/data/organization/${hartwellId()}/universities`,
    );
    expect(labelsOf(universities)).toEqual(ukUniversities);
    const oxford = await getItems(
      hartwellManager,
      `/api/v1/data/organization/${hartwellId()}/universities?term=oxford`,
    );
    expect(labelsOf(oxford)).toEqual(['University of Oxford', 'Oxford Brookes University']);
    const injected = encodeURIComponent("%' OR 1=1 --");
    expect(
      await getItems(
        hartwellManager,
        `/api/v1/data/organization/${hartwellId()}/universities?term=${injected}`,
      ),
    ).toEqual([]);
  });

  it('answers every university to an organisation based in OTHER', async () => {
    await t.db.update(organizations).set({ countryBase: 'OTHER' }).where(eq(organizations.id, northwindId()));
    try {
      const universities = await getItems(
        northwindManager,
        `/api/v1/data/organization/${northwindId()}/universities`,
      );
      expect(labelsOf(universities)).toEqual(seedLabels('UNIVERSITY'));
      expect(universities.length).toBeGreaterThan(ukUniversities.length);
    } finally {
      await t.db.update(organizations).set({ countryBase: 'UK' }).where(eq(organizations.id, northwindId()));
    }
  });

  it("hides another organisation's universities from a manager and a candidate", async () => {
    for (const user of [northwindManager, candidate]) {
      const response = await user.request({
        method: 'GET',
        url: `/api/v1/data/organization/${hartwellId()}/universities?subdomain=hartwell`,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('POST /api/v1/data/type/{type}', () => {
  const auditRows = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'reference-data.created'));
  const schoolCount = async () =>
    (await t.db.select().from(referenceItems).where(eq(referenceItems.type, 'SCHOOL'))).length;

  it('lets the provider add a school, which later searches find, and audits it', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/v1/data/type/SCHOOL',
      payload: {
        value: 'kingsdale-foundation-school',
        label: 'Kingsdale Foundation School',
        attributes: { postcode: 'SE21 8SQ' },
      },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      value: 'kingsdale-foundation-school',
      label: 'Kingsdale Foundation School',
      attributes: { postcode: 'SE21 8SQ' },
    });
    expect(await getItems(candidate, '/api/v1/data/schools?term=kingsdale')).toEqual([created]);
    const schools = await getItems(candidate, '/api/v1/data/schools');
    expect(schools.at(-1)).toEqual(created);
    const [audit] = (await auditRows()).filter((row) => row.targetId === String(created.id));
    expect(audit).toMatchObject({
      targetType: 'reference-item',
      organizationId: null,
      details: { type: 'SCHOOL' },
    });
    expect(audit?.actorUserId).toEqual(expect.any(Number));
  });

  it("adds an organisation's item to that organisation's list only", async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/v1/data/type/DEPARTMENT',
      payload: { value: 'research', label: 'Research', organizationId: northwindId() },
    });
    expect(response.statusCode).toBe(201);
    expect(labelsOf(await getItems(northwindManager, '/api/v1/data/type/DEPARTMENT')).at(-1)).toBe(
      'Research',
    );
    expect(labelsOf(await getItems(hartwellManager, '/api/v1/data/type/DEPARTMENT'))).not.toContain(
      'Research',
    );
    const [audit] = (await auditRows()).filter((row) => row.targetId === String(response.json().id));
    expect(audit?.organizationId).toBe(northwindId());
  });

  it('answers 409 to a value the list already has, in any letter case, and adds nothing', async () => {
    const before = await schoolCount();
    const auditsBefore = (await auditRows()).length;
    const response = await admin.request({
      method: 'POST',
      url: '/api/v1/data/type/SCHOOL',
      payload: { value: 'ETON-COLLEGE', label: 'Eton College (again)' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([
      { field: 'value', message: 'This list already has an item with this value.' },
    ]);
    expect(await schoolCount()).toBe(before);
    expect(await auditRows()).toHaveLength(auditsBefore);
  });

  it('refuses managers and candidates with 403 and adds nothing', async () => {
    const before = await schoolCount();
    for (const user of [hartwellManagerAdmin, hartwellManager, candidate]) {
      const response = await user.request({
        method: 'POST',
        url: '/api/v1/data/type/SCHOOL',
        payload: { value: 'sneaky-school', label: 'Sneaky School' },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await schoolCount()).toBe(before);
  });

  it.each([
    ['a computed list', 'USERS', { value: 'x', label: 'X' }, 'type'],
    ['an unknown list', 'WIZARDS', { value: 'x', label: 'X' }, 'type'],
    ['a missing label', 'SCHOOL', { value: 'x' }, 'label'],
    ['a label of the wrong type', 'SCHOOL', { value: 'x', label: 42 }, 'label'],
    [
      'an organisation list without an organisation',
      'DEPARTMENT',
      { value: 'x', label: 'X' },
      'organizationId',
    ],
    [
      'a shared list with an organisation',
      'SCHOOL',
      { value: 'x', label: 'X', organizationId: 1 },
      'organizationId',
    ],
    [
      'an organisation that does not exist',
      'DEPARTMENT',
      { value: 'x', label: 'X', organizationId: 999999 },
      'organizationId',
    ],
    ['a nested attribute', 'SCHOOL', { value: 'x', label: 'X', attributes: { a: { b: 1 } } }, 'attributes.a'],
  ])('refuses %s with a message on %s and changes nothing', async (_case, type, payload, field) => {
    const before = (await t.db.select().from(referenceItems)).length;
    const response = await admin.request({ method: 'POST', url: `/api/v1/data/type/${type}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect((await t.db.select().from(referenceItems)).length).toBe(before);
  });

  it('stores an injection-looking value as plain text', async () => {
    const value = "x'); DELETE FROM reference_items; --";
    const response = await admin.request({
      method: 'POST',
      url: '/api/v1/data/type/SUBJECT',
      payload: { value, label: value },
    });
    expect(response.statusCode).toBe(201);
    const subjects = await getItems(candidate, '/api/v1/data/subjects');
    expect(subjects.at(-1)?.value).toBe(value);
    expect(subjects).toHaveLength(seedLabels('SUBJECT').length + 1);
  });
});
