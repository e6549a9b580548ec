import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema/index.ts';
import { auditRowsOf, organizationIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { clientAuthorization, signIn, startTestApp } from '../support/test-app.ts';

// An organisation's settings and scoring metrics: its managers read them, its manager admins change them.

let t: TestApp;
let hartwellId: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwind: SignedIn;
let provider: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  hartwellId = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
  provider = await signIn(t.app, 'admin@shortlist.test');
});
afterAll(() => t.close());

const settingsUrl = () => `/api/v1/organization/${hartwellId}/settings`;
const metricsUrl = () => `/api/v1/organization/${hartwellId}/metrics`;

const settings = {
  reviewEmailDomains: ['hartwell.test', 'finch.example'],
  sessionTimeout: 45,
  enabledTests: ['APTITUDE_TWO'],
  timezones: [{ name: 'Greenwich Mean Time', value: 'Europe/London' }],
  roleTypes: ['TRAINING_CONTRACT'],
  gtmId: 'GTM-AB12',
  gtmScriptUrl: 'https://www.googletagmanager.com/gtm.js',
  pixelUrl: null,
  facebookPixelId: '1234567',
  contactEmail: 'graduates@hartwell.test',
  contactPhone: '020 7946 0000',
  contactText: 'Write to our graduate team.',
  senderName: 'Hartwell Graduate Recruitment',
  replyEmail: 'graduates@hartwell.test',
  blindReviewStageIds: [2],
  showSocialMobilityAnswers: true,
  brandColour: '#123abc',
  logoUrl: 'https://hartwell.test/logo.png',
  reportMinimumGroupSize: 7,
};

async function stored() {
  const [row] = await t.db.select().from(organizations).where(eq(organizations.id, hartwellId));
  if (!row) throw new Error('no hartwell');
  return row;
}

describe('GET /api/v1/organization/{id}/settings', () => {
  it("reads the seeded configuration for any of the organisation's managers", async () => {
    const response = await manager.request({ method: 'GET', url: settingsUrl() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      reviewEmailDomains: ['hartwell.test'],
      enabledTests: expect.arrayContaining(['APTITUDE_ONE']),
      timezones: [
        { name: 'Greenwich Mean Time', value: 'Europe/London' },
        { name: 'Central European Time', value: 'Europe/Paris' },
      ],
      gtmId: null,
    });
  });

  it("answers 404 to another organisation's manager", async () => {
    expect((await northwind.request({ method: 'GET', url: settingsUrl() })).statusCode).toBe(404);
  });
});

describe('PUT /api/v1/organization/{id}/settings', () => {
  it('stores each setting in the configuration, keeps every other key, and audits only field names', async () => {
    const before = await stored();
    const response = await managerAdmin.request({ method: 'PUT', url: settingsUrl(), payload: settings });
    expect(response.statusCode, response.body).toBe(200);
    // The reply carries the settings' edit version too (issue 31).
    expect(response.json()).toEqual({ ...settings, version: expect.any(String) });
    const after = await stored();
    expect(after.sessionTimeoutMinutes).toBe(45);
    expect(after.defaultConfiguration.views).toEqual(before.defaultConfiguration.views);
    expect(after.defaultConfiguration.text).toMatchObject({
      reviewEmailDomains: 'hartwell.test,finch.example',
      enableAptitudeTwo: 'true',
      gtmId: 'GTM-AB12',
      brandColour: '#123abc',
      showSocialMobilityAnswers: 'true',
      reportMinimumGroupSize: '7',
    });
    expect(after.defaultConfiguration.text.enableAptitudeOne).toBeUndefined();
    expect(after.defaultConfiguration.text.pixelUrl).toBeUndefined();
    expect(after.defaultConfiguration.textArrays).toMatchObject({
      timezones: ['Greenwich Mean Time;Europe/London'],
      roleTypes: ['TRAINING_CONTRACT'],
      blindReviewStages: ['2'],
    });
    expect((await manager.request({ method: 'GET', url: settingsUrl() })).json()).toEqual({
      ...settings,
      version: expect.any(String),
    });
    const [audit] = (await auditRowsOf(t.db, 'organization.settings.updated')).slice(-1);
    expect(audit?.details).toMatchObject({ fields: expect.arrayContaining(['gtmId']) });
    expect(JSON.stringify(audit?.details)).not.toContain('GTM-AB12');
  });

  it('keeps what the shell reads: the organisation and its public page still answer', async () => {
    const own = await managerAdmin.request({ method: 'GET', url: `/api/v1/organization/${hartwellId}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().defaultConfiguration.text.gtmId).toBe('GTM-AB12');
    const user = await managerAdmin.request({ method: 'GET', url: '/api/v1/user' });
    expect(user.statusCode).toBe(200);
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/public/organization/hartwell/',
      headers: { authorization: clientAuthorization },
    });
    expect(visitor.statusCode, visitor.body).toBe(200);
    // The careers site loads the tag manager after consent; nothing else of the text settings is public.
    expect(visitor.json().defaultConfiguration.text).toEqual({
      gtmId: 'GTM-AB12',
      gtmScriptUrl: 'https://www.googletagmanager.com/gtm.js',
      facebookPixelId: '1234567',
    });
  });

  it('refuses bad values field by field and changes nothing', async () => {
    const before = await stored();
    const response = await managerAdmin.request({
      method: 'PUT',
      url: settingsUrl(),
      payload: {
        ...settings,
        reviewEmailDomains: ['not a domain'],
        brandColour: 'red',
        enabledTests: ['SCHEDULER'],
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['reviewEmailDomains.0', 'brandColour']));
    expect((await stored()).defaultConfiguration).toEqual(before.defaultConfiguration);
  });

  it('refuses a brand colour too light for white text, naming its ratio, and changes nothing', async () => {
    const before = await stored();
    const response = await managerAdmin.request({
      method: 'PUT',
      url: settingsUrl(),
      payload: { ...settings, brandColour: '#777777' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'brandColour',
        message:
          'This colour has a contrast of 4.48:1 with white; at least 4.5:1 is needed. Choose a darker colour.',
      },
    ]);
    expect((await stored()).defaultConfiguration).toEqual(before.defaultConfiguration);
  });

  it('a standard manager gets 403, another organisation 404; the provider may change them', async () => {
    expect((await manager.request({ method: 'PUT', url: settingsUrl(), payload: settings })).statusCode).toBe(
      403,
    );
    expect(
      (await northwind.request({ method: 'PUT', url: settingsUrl(), payload: settings })).statusCode,
    ).toBe(404);
    const byProvider = await provider.request({
      method: 'PUT',
      url: settingsUrl(),
      payload: { ...settings, sessionTimeout: null },
    });
    expect(byProvider.statusCode).toBe(200);
    expect((await stored()).sessionTimeoutMinutes).toBeNull();
  });
});

describe('PUT /api/v1/organization/{id}/metrics', () => {
  const metrics = [
    { key: 'advocacy', label: 'Advocacy', metricType: 'number', min: 0, max: 10, showOnInvite: true },
    { label: 'Interview result', metricType: 'percent' },
  ];

  it('replaces the list for a manager admin, stores key and label of each, and audits it', async () => {
    const response = await managerAdmin.request({ method: 'PUT', url: metricsUrl(), payload: { metrics } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((metric: { key: string }) => metric.key)).toEqual([
      'advocacy',
      'Interview result',
    ]);
    expect((await stored()).metrics).toHaveLength(2);
    expect((await auditRowsOf(t.db, 'organization.metrics.updated')).length).toBeGreaterThan(0);
  });

  it('refuses duplicate keys and a minimum above the maximum, field by field', async () => {
    const response = await managerAdmin.request({
      method: 'PUT',
      url: metricsUrl(),
      payload: {
        metrics: [
          ...metrics,
          { key: 'advocacy', label: 'Again', metricType: 'number', min: 5, max: 1 },
          // Without a maximum the §5 default (5) applies, which lies below this minimum.
          { key: 'research', label: 'Research', metricType: 'number', min: 9 },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['metrics', 'metrics.2.max', 'metrics.3.min']));
  });

  it('a standard manager gets 403 and another organisation 404', async () => {
    const payload = { metrics: [] };
    expect((await manager.request({ method: 'PUT', url: metricsUrl(), payload })).statusCode).toBe(403);
    expect((await northwind.request({ method: 'PUT', url: metricsUrl(), payload })).statusCode).toBe(404);
    expect((await stored()).metrics).toHaveLength(2);
  });
});
