import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  get,
  send,
  startOrganizationSuite,
  validOrganization,
} from '../support/organization-suite.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

// The switches the admin console's organisation form sets (issue 17): lateral hiring and candidate sign-up.

let t: TestApp;
let admin: SignedIn;
let hartwellAdmin: SignedIn;

beforeAll(async () => {
  ({ t, admin, hartwellAdmin } = await startOrganizationSuite());
});
afterAll(() => t.close());

describe('lateral hiring and candidate sign-up', () => {
  let id: number;

  it('are stored as created: sign-up on and lateral hiring off unless given', async () => {
    const plain = await send(
      admin,
      'POST',
      '/api/v1/organization',
      validOrganization({ subdomain: 'plain-co' }),
    );
    expect(plain.json()).toMatchObject({ signup: true, lateralHiring: false, countryBase: 'UK' });
    const created = await send(
      admin,
      'POST',
      '/api/v1/organization',
      validOrganization({ subdomain: 'switch-co', signup: false, lateralHiring: true }),
    );
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    expect((await get(admin, `/api/v1/organization/${id}`)).json()).toMatchObject({
      signup: false,
      lateralHiring: true,
    });
  });

  it('change alone, audited by name', async () => {
    const changed = await send(admin, 'PUT', `/api/v1/organization/${id}`, {
      signup: true,
      lateralHiring: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ signup: true, lateralHiring: false });
    const audit = await auditRows(t.db, 'organization.updated', id);
    expect(audit.at(-1)?.details.fields).toEqual(expect.arrayContaining(['signup', 'lateralHiring']));
  });

  it('refuse a value that is not a yes or no, naming the field', async () => {
    const response = await send(admin, 'PUT', `/api/v1/organization/${id}`, { lateralHiring: 'sometimes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('lateralHiring');
  });

  it("are the provider's to change: a manager admin gets 403", async () => {
    const hartwellId = (await get(hartwellAdmin, '/api/v1/user')).json().organization.id;
    const response = await send(hartwellAdmin, 'PUT', `/api/v1/organization/${hartwellId}`, {
      signup: false,
    });
    expect(response.statusCode).toBe(403);
  });
});
