import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationContacts } from '../../src/db/schema/index.ts';
import { auditRows, get, send, startOrganizationSuite } from '../support/organization-suite.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

// Removing an organisation's contact: its manager-admin or the provider; nobody else, and nothing else.

let t: TestApp;
let admin: SignedIn;
let hartwellAdmin: SignedIn;
let hartwellManager: SignedIn;
let northwindManager: SignedIn;
let hartwellId: number;
let northwindId: number;

beforeAll(async () => {
  ({ t, admin, hartwellAdmin, hartwellManager, northwindManager, hartwellId, northwindId } =
    await startOrganizationSuite());
});
afterAll(() => t.close());

async function addContact(name: string): Promise<number> {
  const body = { name, email: `${name.toLowerCase().replace(' ', '.')}@hartwell.test` };
  const response = await send(hartwellAdmin, 'POST', `/api/v1/organization/${hartwellId}/contacts`, body);
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const contactNames = async () =>
  (await get(hartwellManager, `/api/v1/organization/${hartwellId}/contacts`))
    .json()
    .map((contact: { name: string }) => contact.name);

describe('DELETE /api/v1/organization/{id}/contacts/{contactId}', () => {
  it('lets the provider remove a contact, which leaves the list, and audits it', async () => {
    const kept = await addContact('Ada Kept');
    const removed = await addContact('Bo Removed');
    const url = `/api/v1/organization/${hartwellId}/contacts/${removed}`;
    expect((await send(admin, 'DELETE', url, undefined)).statusCode).toBe(204);
    expect(await contactNames()).toEqual(['Ada Kept']);
    expect(await auditRows(t.db, 'organization.contact.removed', removed)).toHaveLength(1);
    expect(await auditRows(t.db, 'organization.contact.removed', kept)).toHaveLength(0);
  });

  it('refuses a plain manager (403) and another organisation (404), and removes nothing', async () => {
    const contactId = await addContact('Cy Stays');
    const url = `/api/v1/organization/${hartwellId}/contacts/${contactId}`;
    expect((await send(hartwellManager, 'DELETE', url, undefined)).statusCode).toBe(403);
    expect((await send(northwindManager, 'DELETE', url, undefined)).statusCode).toBe(404);
    const acrossOrganizations = `/api/v1/organization/${northwindId}/contacts/${contactId}`;
    expect((await send(admin, 'DELETE', acrossOrganizations, undefined)).statusCode).toBe(404);
    const rows = await t.db.select().from(organizationContacts).where(eq(organizationContacts.id, contactId));
    expect(rows).toHaveLength(1);
  });

  it('answers an unknown or malformed contact id without a 500', async () => {
    const base = `/api/v1/organization/${hartwellId}/contacts`;
    expect((await send(hartwellAdmin, 'DELETE', `${base}/999999`, undefined)).statusCode).toBe(404);
    expect((await send(hartwellAdmin, 'DELETE', `${base}/abc`, undefined)).statusCode).toBe(400);
  });
});
