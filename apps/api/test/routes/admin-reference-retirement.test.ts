import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organizations, referenceItems, roles } from '../../src/db/schema/index.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  [admin, manager] = await Promise.all([
    signIn(t.app, 'admin@shortlist.test'),
    signIn(t.app, 'hm@hartwell.test'),
  ]);
});
afterAll(() => t.close());

it('a retired department is no longer offered, yet the role that chose it still shows its label', async () => {
  const [hartwell] = await t.db.select().from(organizations).where(eq(organizations.subdomain, 'hartwell'));
  const [role] = await t.db
    .select()
    .from(roles)
    .where(and(eq(roles.organizationId, hartwell?.id ?? 0), isNotNull(roles.department)));
  const [department] = await t.db
    .select()
    .from(referenceItems)
    .where(
      and(
        eq(referenceItems.type, 'DEPARTMENT'),
        eq(referenceItems.organizationId, hartwell?.id ?? 0),
        eq(referenceItems.value, role?.department ?? ''),
      ),
    );
  expect(department, 'a seeded Hartwell role names a department of its list').toBeDefined();

  const retired = await admin.request({
    method: 'PUT',
    url: `/api/v1/admin/data/items/${department?.id}/retirement`,
    payload: { retired: true },
  });
  expect(retired.statusCode, retired.body).toBe(200);

  const offered = await manager.request({ method: 'GET', url: '/api/v1/data/type/DEPARTMENT' });
  expect(offered.json().map((item: { id: number }) => item.id)).not.toContain(department?.id);
  const read = await manager.request({ method: 'GET', url: `/api/v1/roles/${role?.id}` });
  expect(read.statusCode, read.body).toBe(200);
  expect(read.json().labels.department).toBe(department?.label);
});
