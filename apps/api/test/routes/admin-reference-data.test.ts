import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema/index.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

interface AdminItem {
  id: number;
  value: string;
  label: string;
  organizationId: number | null;
  retiredAt: number | null;
}

let t: TestApp;
let admin: SignedIn;
let managerAdmin: SignedIn;
let hartwellId = 0;

beforeAll(async () => {
  t = await startTestApp();
  [admin, managerAdmin] = await Promise.all([
    signIn(t.app, 'admin@shortlist.test'),
    signIn(t.app, 'hm.admin@hartwell.test'),
  ]);
  const rows = await t.db.select().from(organizations);
  hartwellId = rows.find((row) => row.subdomain === 'hartwell')?.id ?? 0;
});
afterAll(() => t.close());

async function adminList(url: string): Promise<AdminItem[]> {
  const response = await admin.request({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function addGender(value: string, label: string): Promise<AdminItem> {
  const response = await admin.request({
    method: 'POST',
    url: '/api/v1/data/type/GENDER',
    payload: { value, label },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const offeredLabels = async (user: SignedIn, type: string) => {
  const response = await user.request({ method: 'GET', url: `/api/v1/data/type/${type}` });
  return (response.json() as AdminItem[]).map((item) => item.label);
};

describe('the admin reference data calls', () => {
  it('lists the shared list with whose it is and whether it is retired', async () => {
    const genders = await adminList('/api/v1/admin/data/type/GENDER');
    expect(genders.length).toBeGreaterThan(0);
    expect(genders[0]).toMatchObject({ type: 'GENDER', organizationId: null, retiredAt: null });
  });

  it("lists one organisation's list when the organisation is chosen", async () => {
    const departments = await adminList(`/api/v1/admin/data/type/DEPARTMENT?organizationId=${hartwellId}`);
    expect(departments.length).toBeGreaterThan(0);
    expect(new Set(departments.map((item) => item.organizationId))).toEqual(new Set([hartwellId]));
  });

  it('edits an item: the pick lists offer the new label', async () => {
    const item = await addGender('agender', 'Agender');
    const response = await admin.request({
      method: 'PUT',
      url: `/api/v1/admin/data/items/${item.id}`,
      payload: { value: 'agender', label: 'Agender (self-described)', attributes: {} },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ label: 'Agender (self-described)' });
    expect(await offeredLabels(managerAdmin, 'GENDER')).toContain('Agender (self-described)');
  });

  it('retires an item: no longer offered, still listed for the admin; restoring offers it again', async () => {
    const item = await addGender('retire-me', 'Retire me');
    const retire = (retired: boolean) =>
      admin.request({
        method: 'PUT',
        url: `/api/v1/admin/data/items/${item.id}/retirement`,
        payload: { retired },
      });
    const retired = await retire(true);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().retiredAt).toEqual(expect.any(Number));
    expect(await offeredLabels(managerAdmin, 'GENDER')).not.toContain('Retire me');
    const everything = await adminList('/api/v1/admin/data/type/GENDER');
    expect(everything.find((entry) => entry.id === item.id)?.retiredAt).toEqual(expect.any(Number));
    const current = await adminList('/api/v1/admin/data/type/GENDER?includeRetired=false');
    expect(current.map((entry) => entry.id)).not.toContain(item.id);
    expect((await retire(false)).json().retiredAt).toBeNull();
    expect(await offeredLabels(managerAdmin, 'GENDER')).toContain('Retire me');
  });

  it('refuses a value another item of the list has, on the value field (409)', async () => {
    const first = await addGender('dup-one', 'Dup one');
    await addGender('dup-two', 'Dup two');
    const response = await admin.request({
      method: 'PUT',
      url: `/api/v1/admin/data/items/${first.id}`,
      payload: { value: 'DUP-TWO', label: 'Dup', attributes: {} },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([
      { field: 'value', message: 'This list already has an item with this value.' },
    ]);
  });

  it('answers bad input with field messages', async () => {
    const blank = await admin.request({
      method: 'PUT',
      url: '/api/v1/admin/data/items/1',
      payload: { value: '', label: 'x' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: 'value', message: expect.any(String) }]);
    const sharedWithOrganization = await admin.request({
      method: 'GET',
      url: `/api/v1/admin/data/type/GENDER?organizationId=${hartwellId}`,
    });
    expect(sharedWithOrganization.statusCode).toBe(400);
    expect(sharedWithOrganization.json().errors[0].field).toBe('organizationId');
    const withoutOrganization = await admin.request({
      method: 'GET',
      url: '/api/v1/admin/data/type/DEPARTMENT',
    });
    expect(withoutOrganization.statusCode).toBe(400);
    expect(withoutOrganization.json().errors).toEqual([
      { field: 'organizationId', message: 'Choose the organisation this item belongs to.' },
    ]);
    const missing = await admin.request({
      method: 'PUT',
      url: '/api/v1/admin/data/items/999999/retirement',
      payload: { retired: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a manager admin (403) and changes nothing', async () => {
    const list = await managerAdmin.request({ method: 'GET', url: '/api/v1/admin/data/type/GENDER' });
    expect(list.statusCode).toBe(403);
    const genders = await adminList('/api/v1/admin/data/type/GENDER');
    const target = genders[0];
    const retire = await managerAdmin.request({
      method: 'PUT',
      url: `/api/v1/admin/data/items/${target?.id}/retirement`,
      payload: { retired: true },
    });
    expect(retire.statusCode).toBe(403);
    expect((await adminList('/api/v1/admin/data/type/GENDER'))[0]?.retiredAt).toBeNull();
  });
});
