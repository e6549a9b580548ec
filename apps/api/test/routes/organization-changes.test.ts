import { renameRoleTypeLabel } from '@shortlist/domain/vocabulary';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, referenceItems } from '../../src/db/schema/index.ts';
import { organizationReferenceData } from '../../src/db/seed/reference-data/index.ts';
import { fieldsOf } from '../support/organization-candidates.ts';
import {
  auditCount,
  auditRows,
  get,
  organizationCount,
  send,
  startOrganizationSuite,
  validOrganization,
} from '../support/organization-suite.ts';
import { userIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

// The organisation record as changed: the provider creates and updates organisations; nobody else may.

let t: TestApp;
let admin: SignedIn;
let hartwellAdmin: SignedIn;
let northwindManager: SignedIn;
let candidate: SignedIn;
let hartwellId: number;

beforeAll(async () => {
  ({ t, admin, hartwellAdmin, northwindManager, candidate, hartwellId } = await startOrganizationSuite());
});
afterAll(() => t.close());

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
    const audit = await auditRows(t.db, 'organization.created', ashgroveId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: await userIdOf(t.db, 'admin@shortlist.test'),
      organizationId: ashgroveId,
    });
  });

  it('answers a taken subdomain or client domain with 409 naming the field, and adds nothing', async () => {
    const before = await organizationCount(t.db);
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
    expect(await organizationCount(t.db)).toBe(before);
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
    const [organizationsBefore, auditBefore] = [await organizationCount(t.db), await auditCount(t.db)];
    const response = await send(
      admin,
      'POST',
      '/api/v1/organization',
      validOrganization({ subdomain: 'fresh', ...overrides }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
    expect(await organizationCount(t.db)).toBe(organizationsBefore);
    expect(await auditCount(t.db)).toBe(auditBefore);
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
    const before = await organizationCount(t.db);
    const body = validOrganization({ subdomain: 'not-allowed' });
    expect((await send(hartwellAdmin, 'POST', '/api/v1/organization', body)).statusCode).toBe(403);
    expect((await send(candidate, 'POST', '/api/v1/organization', body)).statusCode).toBe(403);
    expect(await organizationCount(t.db)).toBe(before);
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
    const audit = await auditRows(t.db, 'organization.updated', maplesId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({ fields: expect.arrayContaining(['name', 'tier']) });
    expect(audit[0]?.details.fields).toHaveLength(2);
  });

  it('changes the sector kind with the sector and writes no audit row when nothing changes', async () => {
    const moved = await send(admin, 'PUT', `/api/v1/organization/${maplesId}`, { sector: { id: 1 } });
    expect(moved.json().sector).toEqual({ id: 1, kind: 'LAW_FIRM' });
    const auditBefore = await auditCount(t.db);
    const same = await send(admin, 'PUT', `/api/v1/organization/${maplesId}`, { sector: { id: 1 } });
    expect(same.statusCode).toBe(200);
    expect(await auditCount(t.db)).toBe(auditBefore);
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
