import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationContacts } from '../../src/db/schema/index.ts';
import { fieldsOf } from '../support/organization-candidates.ts';
import { auditRows, get, send, startOrganizationSuite } from '../support/organization-suite.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

// An organisation's contacts: kept by its manager-admin, listed by its managers, counted in its report.

let t: TestApp;
let admin: SignedIn;
let hartwellAdmin: SignedIn;
let hartwellManager: SignedIn;
let northwindManager: SignedIn;
let candidate: SignedIn;
let hartwellId: number;
let northwindId: number;

beforeAll(async () => {
  ({ t, admin, hartwellAdmin, hartwellManager, northwindManager, candidate, hartwellId, northwindId } =
    await startOrganizationSuite());
});
afterAll(() => t.close());

describe('/api/v1/organization/{id}/contacts', () => {
  let contactId: number;
  const contact = {
    name: 'Sam Ortiz',
    email: 'sam.ortiz@hartwell.test',
    phone: '+44 20 7946 0000',
    role: 'Partner',
  };

  it('lets a manager-admin add a contact that its managers can list, and audits it', async () => {
    const response = await send(
      hartwellAdmin,
      'POST',
      `/api/v1/organization/${hartwellId}/contacts`,
      contact,
    );
    expect(response.statusCode).toBe(201);
    contactId = response.json().id;
    expect(response.json()).toMatchObject(contact);
    const listed = await get(hartwellManager, `/api/v1/organization/${hartwellId}/contacts`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([{ id: contactId, ...contact }]);
    expect(await auditRows(t.db, 'organization.contact.created', contactId)).toHaveLength(1);
  });

  it('updates a contact and audits the changed fields', async () => {
    const response = await send(
      hartwellAdmin,
      'POST',
      `/api/v1/organization/${hartwellId}/contacts/${contactId}`,
      {
        ...contact,
        role: 'Managing partner',
        phone: null,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'Managing partner', phone: null });
    const audit = await auditRows(t.db, 'organization.contact.updated', contactId);
    expect(audit[0]?.details).toEqual({ fields: expect.arrayContaining(['phone', 'role']) });
    expect(audit[0]?.details.fields).toHaveLength(2);
  });

  it("answers another organisation's contact with 404, even for the provider", async () => {
    const response = await send(
      admin,
      'POST',
      `/api/v1/organization/${northwindId}/contacts/${contactId}`,
      contact,
    );
    expect(response.statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(organizationContacts)
      .where(eq(organizationContacts.id, contactId));
    expect(row?.position).toBe('Managing partner');
  });

  it('refuses a plain manager (403) and another organisation (404), and changes nothing', async () => {
    const url = `/api/v1/organization/${hartwellId}/contacts`;
    expect((await send(hartwellManager, 'POST', url, contact)).statusCode).toBe(403);
    expect((await send(northwindManager, 'POST', `${url}/${contactId}`, contact)).statusCode).toBe(404);
    expect((await get(northwindManager, url)).statusCode).toBe(404);
    expect((await get(candidate, url)).statusCode).toBe(404);
    expect((await get(hartwellManager, url)).json()).toHaveLength(1);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a malformed phone number', { phone: '0; DROP TABLE users' }, 'phone'],
    ['a malformed email', { email: 'sam@' }, 'email'],
  ])('refuses %s with 400 and adds nothing', async (_case, overrides, field) => {
    const response = await send(hartwellAdmin, 'POST', `/api/v1/organization/${hartwellId}/contacts`, {
      ...contact,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
    const rows = await t.db
      .select()
      .from(organizationContacts)
      .where(inArray(organizationContacts.organizationId, [hartwellId]));
    expect(rows).toHaveLength(1);
  });

  it('shows the contact in the admin report', async () => {
    expect((await get(admin, `/api/v1/admin/report/${hartwellId}`)).json().contacts).toBe(1);
  });
});
