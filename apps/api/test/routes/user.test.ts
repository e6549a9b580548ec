import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { demoPassword, postTokenForm, signIn, startTestApp, userTokenGrant } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function auditActions(userId: number): Promise<string[]> {
  const rows = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.targetId, String(userId)));
  return rows.map((row) => row.action);
}

describe('GET /api/v1/user', () => {
  it('answers the signed-in manager with its organisation and settings, never the password hash', async () => {
    const manager = await signIn(t.app, 'hm@hartwell.test');
    const response = await manager.request({
      method: 'GET',
      url: '/api/v1/user',
      query: { cookieRequested: 'true' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'hm@hartwell.test',
      userType: 'HIRING_MANAGER',
      organization: {
        subdomain: 'hartwell',
        name: 'Hartwell & Finch LLP',
        sector: { kind: 'LAW_FIRM' },
        search: true,
      },
    });
    expect(body.organization.defaultConfiguration.text).toBeDefined();
    expect(response.body).not.toMatch(/scrypt|passwordHash|password_hash/);
  });

  it('answers a candidate without an organisation', async () => {
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    const body = (await candidate.request({ method: 'GET', url: '/api/v1/user' })).json();
    expect(body).toMatchObject({ userType: 'CANDIDATE', organization: null });
  });

  it('refuses a call without a token and a call with a made-up token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: 'Bearer forged' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error_description).toBe('Cannot convert access token to JSON');
  });
});

describe('GET /api/v1/user/userorganizations', () => {
  it('gives a manager only its own organisation whatever it asks for', async () => {
    const manager = await signIn(t.app, 'hm@northwind.test');
    const all = (await manager.request({ method: 'GET', url: '/api/v1/user/userorganizations' })).json();
    expect(all.map((org: { subdomain: string }) => org.subdomain)).toEqual(['northwind']);
    const hartwellId = (await signIn(t.app, 'hm@hartwell.test'))
      .request({ method: 'GET', url: '/api/v1/user' })
      .then((response) => response.json().organization.id);
    const asked = await manager.request({
      method: 'GET',
      url: '/api/v1/user/userorganizations',
      query: { organizationId: String(await hartwellId) },
    });
    expect(asked.json()).toEqual([]);
  });

  it('gives the provider admin every organisation', async () => {
    const admin = await signIn(t.app, 'admin@shortlist.test');
    const body = (await admin.request({ method: 'GET', url: '/api/v1/user/userorganizations' })).json();
    expect(body.map((org: { subdomain: string }) => org.subdomain).sort()).toEqual([
      'hartwell',
      'kingsbench',
      'northwind',
    ]);
  });
});

describe('PUT /api/v1/user', () => {
  it('updates the names and writes the change to the audit log', async () => {
    const manager = await signIn(t.app, 'hm.admin@hartwell.test');
    const response = await manager.request({
      method: 'PUT',
      url: '/api/v1/user',
      payload: {
        firstName: 'Ellie',
        lastName: 'Hartwell',
        preferredName: 'El',
        email: 'hm.admin@hartwell.test',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Ellie', preferredName: 'El' });
    expect(await auditActions(await userIdOf('hm.admin@hartwell.test'))).toContain('user.updated');
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const manager = await signIn(t.app, 'hm@hartwell.test');
    const response = await manager.request({
      method: 'PUT',
      url: '/api/v1/user',
      payload: { firstName: '', lastName: 42, email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email']));
    const after = (await manager.request({ method: 'GET', url: '/api/v1/user' })).json();
    expect(after).toMatchObject({ firstName: 'James', lastName: 'Okafor', email: 'hm@hartwell.test' });
  });

  // Issue 31: an email change needs the current password, which is checked before the address is looked up.
  it('refuses an email that another account uses with 409', async () => {
    const manager = await signIn(t.app, 'hm@hartwell.test');
    const response = await manager.request({
      method: 'PUT',
      url: '/api/v1/user',
      payload: {
        firstName: 'James',
        lastName: 'Okafor',
        email: 'HM@northwind.test',
        currentPassword: demoPassword,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].field).toBe('email');
  });

  it('answers malformed JSON with 400 and keeps serving', async () => {
    const manager = await signIn(t.app, 'hm@hartwell.test');
    const response = await manager.request({
      method: 'PUT',
      url: '/api/v1/user',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe('The request body is not valid JSON.');
    expect((await manager.request({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(200);
  });

  it('answers an oversized body with 413', async () => {
    const manager = await signIn(t.app, 'hm@hartwell.test');
    const response = await manager.request({
      method: 'PUT',
      url: '/api/v1/user',
      payload: { firstName: 'x'.repeat(2 * 1024 * 1024), lastName: 'Okafor', email: 'hm@hartwell.test' },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('PUT /api/v1/user/security', () => {
  it('stores text messages as a channel with the mobile in national format', async () => {
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    const response = await candidate.request({
      method: 'PUT',
      url: '/api/v1/user/security',
      payload: { channels: ['EMAIL', 'SMS'], mobile: '+447700900123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ contactChannels: ['EMAIL', 'SMS'], mobile: '07700900123' });
  });

  it('asks for a mobile when text messages are chosen without one', async () => {
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    const response = await candidate.request({
      method: 'PUT',
      url: '/api/v1/user/security',
      payload: { channels: ['SMS'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('mobile');
  });

  it('refuses an unknown channel', async () => {
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    const response = await candidate.request({
      method: 'PUT',
      url: '/api/v1/user/security',
      payload: { channels: ['PIGEON'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('channels.0');
  });
});

describe('PUT /api/v1/user/password', () => {
  it('checks the current password, applies the password rule and signs other sessions out', async () => {
    const email = 'hm@northwind.test';
    const otherDevice = await signIn(t.app, email);
    const thisDevice = await signIn(t.app, email);

    const wrongCurrent = await thisDevice.request({
      method: 'PUT',
      url: '/api/v1/user/password',
      payload: { currentPassword: 'Nope#2026x', newPassword: 'Better#Pass1' },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().errors[0].field).toBe('currentPassword');

    const weak = await thisDevice.request({
      method: 'PUT',
      url: '/api/v1/user/password',
      payload: { currentPassword: 'Shortlist#2026', newPassword: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('newPassword');

    const changed = await thisDevice.request({
      method: 'PUT',
      url: '/api/v1/user/password',
      payload: { currentPassword: 'Shortlist#2026', newPassword: 'Better#Pass1' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await thisDevice.request({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(200);
    expect((await otherDevice.request({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(401);
    await expect(signIn(t.app, email, 'Better#Pass1')).resolves.toBeDefined();
    expect(await auditActions(await userIdOf(email))).toContain('user.password.changed');
  });
});

describe('DELETE /api/v1/user/{id}', () => {
  it('lets a manager-admin delete its own organisation’s manager but not another organisation’s', async () => {
    const managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
    const northwindManager = await userIdOf('hm@northwind.test');
    const refused = await managerAdmin.request({ method: 'DELETE', url: `/api/v1/user/${northwindManager}` });
    expect(refused.statusCode).toBe(404);
    expect(await userIdOf('hm@northwind.test')).toBe(northwindManager);

    const otpManager = await userIdOf('otp.manager@hartwell.test');
    const deleted = await managerAdmin.request({ method: 'DELETE', url: `/api/v1/user/${otpManager}` });
    expect(deleted.statusCode).toBe(204);
    await expect(userIdOf('otp.manager@hartwell.test')).rejects.toThrow();
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.deleted'));
    expect(entry).toMatchObject({ targetId: String(otpManager) });
  });

  it('does not let a plain manager or a candidate delete anyone', async () => {
    const target = await userIdOf('hm.admin@hartwell.test');
    for (const email of ['hm@hartwell.test', 'candidate@shortlist.test']) {
      const caller = await signIn(t.app, email);
      expect((await caller.request({ method: 'DELETE', url: `/api/v1/user/${target}` })).statusCode).toBe(
        404,
      );
    }
  });

  it('refuses an id that is not a number', async () => {
    const admin = await signIn(t.app, 'admin@shortlist.test');
    const response = await admin.request({ method: 'DELETE', url: '/api/v1/user/1;DROP TABLE users' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('id');
  });
});

describe('user tokens', () => {
  it('issues a single-use sign-in token for the USER_TOKEN grant', async () => {
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    const { token } = (await candidate.request({ method: 'POST', url: '/api/v1/user/token' })).json();
    const grant = userTokenGrant(token);
    expect((await postTokenForm(t.app, grant)).statusCode).toBe(200);
    expect((await postTokenForm(t.app, grant)).statusCode).toBe(400);
  });

  it('lets the provider admin open a manager session, audited, but not a candidate', async () => {
    const admin = await signIn(t.app, 'admin@shortlist.test');
    const managerId = await userIdOf('hm@hartwell.test');
    const response = await admin.request({
      method: 'POST',
      url: '/api/v1/user/hrtoken',
      payload: { userId: managerId, reason: 'Support ticket' },
    });
    expect(response.statusCode).toBe(200);
    expect(await auditActions(managerId)).toContain('user.hr-token.issued');

    const manager = await signIn(t.app, 'hm@hartwell.test');
    const adminId = await userIdOf('admin@shortlist.test');
    const refused = await manager.request({
      method: 'POST',
      url: '/api/v1/user/hrtoken',
      payload: { userId: adminId, reason: 'Support ticket' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /api/v1/user/rareusers', () => {
  it('lists only the caller’s organisation’s rare contacts', async () => {
    await t.db.update(users).set({ rareContact: true }).where(eq(users.email, 'hm@northwind.test'));
    const hartwell = await signIn(t.app, 'hm.admin@hartwell.test');
    expect((await hartwell.request({ method: 'GET', url: '/api/v1/user/rareusers' })).json()).toEqual([]);
    const admin = await signIn(t.app, 'admin@shortlist.test');
    const listed = (await admin.request({ method: 'GET', url: '/api/v1/user/rareusers' })).json();
    expect(listed.map((user: { email: string }) => user.email)).toContain('hm@northwind.test');
  });
});

describe('DELETE /api/v1/user/deleteMe', () => {
  it('erases the candidate’s personal data and ends every session', async () => {
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    const id = await userIdOf('candidate@shortlist.test');
    expect((await candidate.request({ method: 'DELETE', url: '/api/v1/user/deleteMe' })).statusCode).toBe(
      204,
    );
    expect((await candidate.request({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      anonymised: true,
      firstName: '',
      lastName: '',
      passwordHash: null,
      mobile: null,
    });
    expect(row?.email).not.toContain('candidate@shortlist.test');
    await expect(signIn(t.app, 'candidate@shortlist.test')).rejects.toThrow();
  });
});
