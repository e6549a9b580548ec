import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema/index.ts';
import { recommendedProblems, requiredProblems } from '../support/job-posting-rules.ts';
import { organizationOf, roleNamed } from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Every posting the API answers is checked against schema.org JobPosting as Google for Jobs reads it.

let t: TestApp;
let hartwell: SignedIn;
const logoUrl = 'https://cdn.hartwell.test/logo.png';

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  const organization = await organizationOf(t, 'hartwell');
  await t.db
    .update(organizations)
    .set({
      defaultConfiguration: {
        ...organization.defaultConfiguration,
        text: { ...organization.defaultConfiguration.text, logoUrl },
      },
    })
    .where(eq(organizations.id, organization.id));
});
afterAll(() => t.close());

const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

async function liveRole(fields: Record<string, unknown>) {
  const response = await hartwell.request({
    method: 'POST',
    url: '/api/v1/roles',
    payload: {
      name: 'Paralegal 2027',
      roleType: 'APPRENTICESHIP',
      status: 'LIVE',
      location: 'bristol',
      employmentType: 'full-time',
      openDate: inDays(-1),
      deadline: inDays(30),
      description: '<p>Work with the <strong>litigation</strong> team.</p>',
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

async function postingOf(roleId: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/public/hartwell/${roleId}/google` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the JobPosting of a role, against schema.org and Google for Jobs', () => {
  it('an on-site role with an office: every required and recommended property, of its type', async () => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const posting = await postingOf(role.id);
    expect(requiredProblems(posting)).toEqual([]);
    expect(recommendedProblems(posting, { validThrough: true, baseSalary: false, logo: true })).toEqual([]);
    expect(posting.hiringOrganization.logo).toBe(logoUrl);
    expect(posting.jobLocation.address.addressCountry).toBe('GB');
    expect(posting.jobLocationType).toBeUndefined();
    expect(posting.baseSalary).toBeUndefined();
  });

  it('a remote role with a salary range: TELECOMMUTE from the organisation’s country, baseSalary per year', async () => {
    const role = await liveRole({
      name: 'Remote Legal Researcher',
      workArrangement: 'Remote',
      salary: { min: 32000, max: 38000.5, currency: 'GBP', period: 'YEAR' },
    });
    const posting = await postingOf(role.id);
    expect(requiredProblems(posting)).toEqual([]);
    expect(recommendedProblems(posting, { validThrough: true, baseSalary: true, logo: true })).toEqual([]);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'GBP',
        value: { '@type': 'QuantitativeValue', minValue: 32000, maxValue: 38000.5, unitText: 'YEAR' },
      },
    });
    expect(posting.jobLocation).toBeUndefined();
  });

  it('a hybrid role paid by the hour keeps its office and states one figure', async () => {
    const role = await liveRole({
      name: 'Hybrid Paralegal',
      workArrangement: 'Hybrid',
      salary: { min: 14.5, currency: 'GBP', period: 'HOUR' },
    });
    const posting = await postingOf(role.id);
    expect(requiredProblems(posting)).toEqual([]);
    expect(recommendedProblems(posting, { validThrough: true, baseSalary: true, logo: true })).toEqual([]);
    expect(posting.jobLocation.address.addressLocality).toBeTruthy();
    expect(posting.jobLocationType).toBeUndefined();
    expect(posting.baseSalary.value).toEqual({ '@type': 'QuantitativeValue', value: 14.5, unitText: 'HOUR' });
  });

  it('leaves the logo out when the organisation’s logo is not https', async () => {
    const role = await roleNamed(t, 'northwind', 'Data Science Graduate Scheme 2027');
    const northwind = await organizationOf(t, 'northwind');
    await t.db
      .update(organizations)
      .set({
        defaultConfiguration: {
          ...northwind.defaultConfiguration,
          text: { ...northwind.defaultConfiguration.text, logoUrl: 'http://insecure.test/logo.png' },
        },
      })
      .where(eq(organizations.id, northwind.id));
    const response = await t.app.inject({ method: 'GET', url: `/api/public/northwind/${role.id}/google` });
    const posting = response.json();
    expect(posting.hiringOrganization.logo).toBeUndefined();
    expect(requiredProblems(posting)).toEqual([]);
  });

  it('the checks themselves catch a posting Google would refuse', () => {
    expect(requiredProblems({ '@context': 'https://schema.org', '@type': 'JobPosting' })).toEqual([
      'title is missing',
      'description is missing',
      'datePosted is not an ISO 8601 date',
      'hiringOrganization is not an object',
      'jobLocation is missing (or jobLocationType TELECOMMUTE with applicantLocationRequirements)',
    ]);
    const remoteWithoutCountry = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'A',
      description: 'B',
      datePosted: '27 November 2026',
      hiringOrganization: { '@type': 'Organization', name: 'C' },
      jobLocationType: 'TELECOMMUTE',
    };
    expect(requiredProblems(remoteWithoutCountry)).toEqual([
      'datePosted is not an ISO 8601 date',
      'a TELECOMMUTE posting names neither applicantLocationRequirements nor jobLocation',
    ]);
    expect(
      recommendedProblems(
        {
          datePosted: '2026-11-27T00:00:00.000Z',
          validThrough: '2026-11-01',
          employmentType: 'full-time',
          identifier: { '@type': 'PropertyValue', name: 'C', value: '1' },
          directApply: 'yes',
          hiringOrganization: { sameAs: '/roles', logo: 'http://c.test/logo.png' },
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'pounds',
            value: { '@type': 'QuantitativeValue', minValue: 5, unitText: 'FORTNIGHT' },
          },
          url: 'https://c.test/job/1',
        },
        { validThrough: true, baseSalary: true, logo: true },
      ),
    ).toEqual([
      'validThrough is not after datePosted',
      'employmentType is not one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER',
      'directApply is not a boolean',
      'hiringOrganization.sameAs is not an absolute URL',
      'hiringOrganization.logo is not an https URL',
      'baseSalary.currency is not an ISO 4217 code',
      'baseSalary.value.unitText is not one of HOUR, DAY, WEEK, MONTH, YEAR',
      'baseSalary.value is neither one value nor a minValue-maxValue range',
    ]);
  });
});
