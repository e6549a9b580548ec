import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, send, startOrganizationSuite, validOrganization } from '../support/organization-suite.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

// GET /admin/subdomain: the organisation form checks a subdomain as it is typed (issue 17).

let t: TestApp;
let admin: SignedIn;
let managers: SignedIn[];
let hartwellId: number;

beforeAll(async () => {
  const suite = await startOrganizationSuite();
  ({ t, admin, hartwellId } = suite);
  managers = [suite.hartwellAdmin, suite.hartwellManager, suite.northwindManager, suite.candidate];
});
afterAll(() => t.close());

const check = (query: Record<string, string>) => get(admin, '/api/v1/admin/subdomain', query);

describe('GET /api/v1/admin/subdomain', () => {
  it('answers a free, valid label as available', async () => {
    const response = await check({ label: 'brand-new-firm' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true, message: null });
  });

  it('says a label another organisation uses is taken, but not for that organisation itself', async () => {
    expect((await check({ label: 'hartwell' })).json()).toEqual({
      available: false,
      message: 'Another organisation already uses this subdomain.',
    });
    expect((await check({ label: 'hartwell', exceptId: String(hartwellId) })).json().available).toBe(true);
  });

  it.each([
    ['Upper', 'Use 2 to 40 lower-case letters'],
    ['-edge', 'Use 2 to 40 lower-case letters'],
    ['a.b', 'Use 2 to 40 lower-case letters'],
    ['www', 'reserved'],
  ])('explains why %s cannot be used', async (subdomain, message) => {
    const answer = (await check({ label: subdomain })).json();
    expect(answer.available).toBe(false);
    expect(answer.message).toContain(message);
  });

  it('agrees with POST /organization, which then refuses the taken label', async () => {
    expect((await check({ label: 'checked-co' })).json().available).toBe(true);
    const created = await send(
      admin,
      'POST',
      '/api/v1/organization',
      validOrganization({ subdomain: 'checked-co' }),
    );
    expect(created.statusCode).toBe(201);
    expect((await check({ label: 'checked-co' })).json().available).toBe(false);
  });

  it('refuses a missing subdomain with a field message and is for the provider only', async () => {
    const missing = await get(admin, '/api/v1/admin/subdomain');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('label');
    for (const caller of managers) {
      expect((await get(caller, '/api/v1/admin/subdomain', { label: 'x1' })).statusCode).toBe(403);
    }
  });
});
