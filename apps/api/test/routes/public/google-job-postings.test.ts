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

const posting = (organization: string | number, roleId: string | number) =>
  t.app.inject({ method: 'GET', url: `/api/public/${organization}/${roleId}/google` });

describe('GET /api/public/{orgId}/{roleId}/google', () => {
  it('answers an open role as a schema.org JobPosting in JSON-LD, with the deadline as validThrough', async () => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const response = await posting('hartwell', role.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.json()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Training Contract 2028',
      description: 'A two-year training contract across four seats, starting September 2028.',
      datePosted: role.openDate?.toISOString(),
      validThrough: role.deadline?.toISOString(),
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Hartwell & Finch LLP',
        sameAs: expect.stringMatching(/^http:\/\/hartwell\.localhost:\d+\/roles$/),
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'London',
          postalCode: 'EC2V 6EE',
          addressCountry: 'GB',
        },
      },
      identifier: { '@type': 'PropertyValue', name: 'Hartwell & Finch LLP', value: String(role.id) },
      url: expect.stringMatching(new RegExp(`^http://hartwell\\.localhost:\\d+/job/${role.id}$`)),
      directApply: true,
    });
  });

  it('names the organisation by id as well as by subdomain', async () => {
    const role = await roleNamed(t, 'hartwell', 'Summer Vacation Scheme 2027');
    const hartwell = await organizationOf(t, 'hartwell');
    const byId = await posting(hartwell.id, role.id);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual((await posting('HARTWELL', role.id)).json());
    expect(byId.json()).toMatchObject({ employmentType: 'INTERN', title: 'Summer Vacation Scheme 2027' });
  });

  it('answers 404 for a closed, draft, not-yet-open or unknown role, and for one of another organisation', async () => {
    const closed = await roleNamed(t, 'hartwell', 'Winter Vacation Scheme 2026');
    const draft = await roleNamed(t, 'northwind', 'Analytics Apprenticeship');
    const northwind = await roleNamed(t, 'northwind', 'Data Science Graduate Scheme 2027');
    const notYetOpen = await roleNamed(t, 'kingsbench', 'Pupillage 2027-28');
    await t.db
      .update(roles)
      .set({ openDate: new Date(Date.now() + 86_400_000) })
      .where(eq(roles.id, notYetOpen.id));

    for (const [organization, roleId] of [
      ['hartwell', closed.id],
      ['northwind', draft.id],
      ['kingsbench', notYetOpen.id],
      ['hartwell', 999_999],
      ['hartwell', northwind.id],
      ['no-such-firm', northwind.id],
    ] as const) {
      const response = await posting(organization, roleId);
      expect(response.statusCode, `${organization}/${roleId}`).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    expect((await posting('northwind', northwind.id)).statusCode).toBe(200);
  });

  it('refuses a malformed organisation or role with 400 naming the field', async () => {
    const badRole = await posting('hartwell', 'twelve');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0].field).toBe('roleId');
    const badOrganization = await posting('not_a_subdomain!', 1);
    expect(badOrganization.statusCode).toBe(400);
    expect(badOrganization.json().errors[0].field).toBe('orgId');
  });

  it('describes a role without a deadline, location or employment type with what it has', async () => {
    const role = await roleNamed(t, 'northwind', 'Software Engineering Internship 2027');
    await t.db
      .update(roles)
      .set({ deadline: null, location: null, employmentType: null, description: '' })
      .where(eq(roles.id, role.id));
    const body = (await posting('northwind', role.id)).json();
    expect(body.validThrough).toBeUndefined();
    expect(body.jobLocation).toBeUndefined();
    expect(body.employmentType).toBe('INTERN');
    expect(body.description).toBe('Software Engineering Internship 2027');
  });
});
