import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/accounts/secrets.ts';
import { findLiveToken } from '../../src/accounts/tokens.ts';
import { tokens, users } from '../../src/db/schema/index.ts';
import { fieldsOf } from '../support/organization-candidates.ts';
import { auditRows, get, send, startOrganizationSuite } from '../support/organization-suite.ts';
import { userIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

// An organisation's users: who may list them, add a manager and change one's name or permissions.

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

describe('GET /api/v1/organization/{id}/users', () => {
  it("gives a manager its organisation's users by last name, without password hashes", async () => {
    const response = await get(hartwellManager, `/api/v1/organization/${hartwellId}/users`);
    expect(response.statusCode).toBe(200);
    const people = response.json();
    expect(people.map((user: { email: string }) => user.email)).toEqual(
      expect.arrayContaining(['hm.admin@hartwell.test', 'hm@hartwell.test']),
    );
    const lastNames = people.map((user: { lastName: string }) => user.lastName);
    expect(lastNames).toEqual([...lastNames].sort());
    expect(response.body).not.toMatch(/scrypt|passwordHash|password_hash/);
  });

  it('answers another organisation and candidates with 404', async () => {
    expect((await get(northwindManager, `/api/v1/organization/${hartwellId}/users`)).statusCode).toBe(404);
    expect((await get(candidate, `/api/v1/organization/${hartwellId}/users`)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/organization/{id}/user', () => {
  const newManager = {
    email: 'Grace.Lee@Hartwell.test',
    firstName: 'Grace',
    lastName: 'Lee',
    userType: 'HIRING_MANAGER',
  };

  it('lets a manager-admin add a manager, who gets an on-boarding link by email', async () => {
    const response = await send(hartwellAdmin, 'POST', `/api/v1/organization/${hartwellId}/user`, newManager);
    expect(response.statusCode).toBe(201);
    const added = response.json();
    expect(added).toMatchObject({
      email: 'grace.lee@hartwell.test',
      userType: 'HIRING_MANAGER',
      active: false,
    });

    const message = t.messages.filter((m) => m.recipient === 'grace.lee@hartwell.test').at(-1);
    const token = /\/on-boarding\/([A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1];
    if (!token) throw new Error('no on-boarding link was sent');
    expect(response.body).not.toContain(token);
    const [stored] = await t.db
      .select()
      .from(tokens)
      .where(and(eq(tokens.userId, added.id), eq(tokens.purpose, 'on-boarding')));
    expect(stored?.tokenHash).toBe(hashSecret(token));
    expect(stored?.tokenHash).not.toBe(token);
    expect((await findLiveToken(t.db, token, 'on-boarding'))?.userId).toBe(added.id);

    const [row] = await t.db.select().from(users).where(eq(users.id, added.id));
    expect(row).toMatchObject({ organizationId: hartwellId, passwordHash: null });
    const audit = await auditRows(t.db, 'organization.user.added', added.id);
    expect(audit[0]).toMatchObject({
      actorUserId: await userIdOf(t.db, 'hm.admin@hartwell.test'),
      organizationId: hartwellId,
    });
  });

  it('lets the provider add a manager-admin to any organisation', async () => {
    const response = await send(admin, 'POST', `/api/v1/organization/${northwindId}/user`, {
      email: 'lead@northwind.test',
      firstName: 'Ola',
      lastName: 'Berg',
      userType: 'HIRING_MANAGER_ADMIN',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().userType).toBe('HIRING_MANAGER_ADMIN');
  });

  it('answers an email already in use, in any letter case, with 409 on the email field', async () => {
    const response = await send(hartwellAdmin, 'POST', `/api/v1/organization/${hartwellId}/user`, {
      ...newManager,
      email: 'HM@northwind.TEST',
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual(['email']);
  });

  it.each([
    ['a missing email', { email: undefined }, 'email'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
    ['the provider user type', { userType: 'ADMIN' }, 'userType'],
    ['a missing first name', { firstName: undefined }, 'firstName'],
    ['an oversized last name', { lastName: 'y'.repeat(256) }, 'lastName'],
  ])('refuses %s with 400 and adds nobody', async (_case, overrides, field) => {
    const [before] = await t.db.select({ total: count() }).from(users);
    const response = await send(hartwellAdmin, 'POST', `/api/v1/organization/${hartwellId}/user`, {
      ...newManager,
      email: 'someone.new@hartwell.test',
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
    const [after] = await t.db.select({ total: count() }).from(users);
    expect(after?.total).toBe(before?.total);
  });

  it('stores injection-looking names literally', async () => {
    const firstName = "Robert'); DELETE FROM users;--";
    const response = await send(hartwellAdmin, 'POST', `/api/v1/organization/${hartwellId}/user`, {
      ...newManager,
      email: 'bobby@hartwell.test',
      firstName,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().firstName).toBe(firstName);
    expect(
      (await get(hartwellManager, `/api/v1/organization/${hartwellId}/users`)).json().length,
    ).toBeGreaterThan(3);
  });

  it('refuses a plain manager (403), another organisation (404) and a candidate (404)', async () => {
    const body = { ...newManager, email: 'refused@hartwell.test' };
    const url = `/api/v1/organization/${hartwellId}/user`;
    expect((await send(hartwellManager, 'POST', url, body)).statusCode).toBe(403);
    expect((await send(northwindManager, 'POST', url, body)).statusCode).toBe(404);
    expect((await send(candidate, 'POST', url, body)).statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'refused@hartwell.test'));
    expect(row).toBeUndefined();
  });
});

describe('POST /api/v1/organization/{id}/user/{userId}', () => {
  let hartwellAdminId: number;
  let hartwellManagerId: number;
  beforeAll(async () => {
    hartwellAdminId = await userIdOf(t.db, 'hm.admin@hartwell.test');
    hartwellManagerId = await userIdOf(t.db, 'hm@hartwell.test');
  });
  const userUrl = (orgId: number, userId: number) => `/api/v1/organization/${orgId}/user/${userId}`;

  it('refuses to let the last manager-admin of an organisation demote itself (409)', async () => {
    const response = await send(hartwellAdmin, 'POST', userUrl(hartwellId, hartwellAdminId), {
      userType: 'HIRING_MANAGER',
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual(['userType']);
    const [row] = await t.db.select().from(users).where(eq(users.id, hartwellAdminId));
    expect(row?.userType).toBe('HIRING_MANAGER_ADMIN');
  });

  it('renames a colleague and flags it as a rare contact, auditing the changed fields', async () => {
    const response = await send(hartwellAdmin, 'POST', userUrl(hartwellId, hartwellManagerId), {
      firstName: 'Jim',
      rareContact: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Jim', lastName: 'Okafor', rareContact: true });
    const audit = await auditRows(t.db, 'organization.user.updated', hartwellManagerId);
    expect(audit.at(-1)?.details).toEqual({ fields: ['firstName', 'rareContact'] });
  });

  it('promotes a manager and audits the permission change from and to', async () => {
    const response = await send(hartwellAdmin, 'POST', userUrl(hartwellId, hartwellManagerId), {
      userType: 'HIRING_MANAGER_ADMIN',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().userType).toBe('HIRING_MANAGER_ADMIN');
    const audit = await auditRows(t.db, 'organization.user.permission-changed', hartwellManagerId);
    expect(audit.at(-1)).toMatchObject({
      actorUserId: hartwellAdminId,
      organizationId: hartwellId,
      details: { from: 'HIRING_MANAGER', to: 'HIRING_MANAGER_ADMIN' },
    });
  });

  it('lets a manager-admin step down once another admin remains', async () => {
    const response = await send(hartwellAdmin, 'POST', userUrl(hartwellId, hartwellAdminId), {
      userType: 'HIRING_MANAGER',
    });
    expect(response.statusCode).toBe(200);
    // The provider puts the demo accounts back as they were for the rest of the file.
    for (const [userId, userType] of [
      [hartwellAdminId, 'HIRING_MANAGER_ADMIN'],
      [hartwellManagerId, 'HIRING_MANAGER'],
    ] as const) {
      const restored = await send(admin, 'POST', userUrl(hartwellId, userId), { userType });
      expect(restored.statusCode).toBe(200);
    }
  });

  it('answers a user of another organisation, or no manager at all, with 404', async () => {
    const northwindUser = await userIdOf(t.db, 'hm@northwind.test');
    expect(
      (await send(hartwellAdmin, 'POST', userUrl(hartwellId, northwindUser), { firstName: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await send(hartwellAdmin, 'POST', userUrl(northwindId, northwindUser), { firstName: 'X' })).statusCode,
    ).toBe(404);
    const candidateId = await userIdOf(t.db, 'candidate@shortlist.test');
    expect((await send(admin, 'POST', userUrl(hartwellId, candidateId), { firstName: 'X' })).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, northwindUser));
    expect(row?.firstName).toBe('Mei');
  });

  it('refuses a plain manager with 403', async () => {
    const response = await send(hartwellManager, 'POST', userUrl(hartwellId, hartwellManagerId), {
      userType: 'HIRING_MANAGER_ADMIN',
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['an empty body', {}],
    ['the provider user type', { userType: 'ADMIN' }],
    ['a blank first name', { firstName: '' }],
    ['a rare-contact flag that is not yes or no', { rareContact: 'maybe' }],
  ])('refuses %s with 400 and changes nothing', async (_case, body) => {
    const [before] = await t.db.select().from(users).where(eq(users.id, hartwellManagerId));
    const response = await send(hartwellAdmin, 'POST', userUrl(hartwellId, hartwellManagerId), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.length).toBeGreaterThan(0);
    const [after] = await t.db.select().from(users).where(eq(users.id, hartwellManagerId));
    expect(after).toEqual(before);
  });
});
