import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { organizationRuleMessages } from '../../src/organizations/rules.ts';
import { auditRowsOf, organizationIdOf, userIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { demoPassword, postTokenForm, signIn, startTestApp } from '../support/test-app.ts';

// A manager admin deactivates a colleague: the colleague can no longer sign in, and their tokens stop working.

let t: TestApp;
let hartwellId: number;
let managerAdmin: SignedIn;
let adminId: number;
let colleagueId: number;
beforeAll(async () => {
  t = await startTestApp();
  hartwellId = await organizationIdOf(t.db, 'hartwell');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  adminId = await userIdOf(t.db, 'hm.admin@hartwell.test');
  colleagueId = await userIdOf(t.db, 'hm@hartwell.test');
});
afterAll(() => t.close());

const userUrl = (userId: number) => `/api/v1/organization/${hartwellId}/user/${userId}`;

const passwordGrant = (email: string) =>
  postTokenForm(t.app, {
    username: email,
    password: demoPassword,
    grant_type: 'password',
    scope: 'write',
    client_id: 'shortlist-web',
  });

describe('deactivating a colleague (POST /organization/{id}/user/{userId} with active)', () => {
  it('stops sign-in and the tokens they hold; reactivating lets them back in', async () => {
    const colleague = await signIn(t.app, 'hm@hartwell.test');
    const off = await managerAdmin.request({
      method: 'POST',
      url: userUrl(colleagueId),
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: colleagueId, active: false });
    const [row] = await t.db.select().from(users).where(eq(users.id, colleagueId));
    expect(row?.deactivatedAt).not.toBeNull();

    expect((await colleague.request({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(401);
    expect((await passwordGrant('hm@hartwell.test')).statusCode).toBe(400);
    const listed = (
      await managerAdmin.request({ method: 'GET', url: `/api/v1/organization/${hartwellId}/users` })
    ).json();
    expect(listed.find((user: { id: number }) => user.id === colleagueId)?.active).toBe(false);
    expect((await auditRowsOf(t.db, 'organization.user.deactivated')).at(-1)?.targetId).toBe(
      String(colleagueId),
    );

    const on = await managerAdmin.request({
      method: 'POST',
      url: userUrl(colleagueId),
      payload: { active: true },
    });
    expect(on.json()).toMatchObject({ active: true });
    expect((await passwordGrant('hm@hartwell.test')).statusCode).toBe(200);
  });

  it('refuses a manager admin deactivating themselves (400 on active) and changes nothing', async () => {
    const response = await managerAdmin.request({
      method: 'POST',
      url: userUrl(adminId),
      payload: { active: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'active', message: organizationRuleMessages.deactivateSelf },
    ]);
    expect((await managerAdmin.request({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(200);
  });

  it('a standard manager gets 403 and another organisation 404', async () => {
    const manager = await signIn(t.app, 'hm@hartwell.test');
    const northwind = await signIn(t.app, 'hm@northwind.test');
    const payload = { active: false };
    expect((await manager.request({ method: 'POST', url: userUrl(adminId), payload })).statusCode).toBe(403);
    expect((await northwind.request({ method: 'POST', url: userUrl(colleagueId), payload })).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, colleagueId));
    expect(row?.deactivatedAt).toBeNull();
  });
});
