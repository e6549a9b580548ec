import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/accounts/accounts.ts';
import { auditLog, authSessions } from '../../src/db/schema/index.ts';
import { fieldsOf } from '../support/organization-candidates.ts';
import { auditRows, get, send, startOrganizationSuite } from '../support/organization-suite.ts';
import { userIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { demoPassword, postTokenForm, refreshGrant, userTokenGrant } from '../support/test-app.ts';

// "Sign in as" for support: the provider admin opens a manager's session for a reason and for 30 minutes.

let t: TestApp;
let admin: SignedIn;
let hartwellAdmin: SignedIn;
let hartwellManager: SignedIn;
let managerId: number;

beforeAll(async () => {
  ({ t, admin, hartwellAdmin, hartwellManager } = await startOrganizationSuite());
  managerId = await userIdOf(t.db, 'hm@hartwell.test');
});
afterAll(() => t.close());

const reason = 'Ticket 4411: cannot publish a role';

async function signInAs(userId: number) {
  const issued = await send(admin, 'POST', '/api/v1/user/hrtoken', { userId, reason });
  expect(issued.statusCode).toBe(200);
  const grant = await postTokenForm(t.app, userTokenGrant(issued.json().token));
  expect(grant.statusCode).toBe(200);
  const accessToken: string = grant.json().access_token;
  return { issued: issued.json(), grant: grant.json(), as: caller(accessToken) };
}

/** Calls the API with a Bearer access token. */
const caller =
  (accessToken: string) =>
  (method: 'GET' | 'DELETE' | 'POST' | 'PUT', url: string, payload?: Record<string, string>) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${accessToken}` } });

describe('POST /api/v1/user/hrtoken', () => {
  it('opens a manager session that says who opened it, why, and when it ends, and audits the reason', async () => {
    const before = Date.now() / 1000;
    const { issued, as } = await signInAs(managerId);
    expect(issued.endsAt).toBeGreaterThanOrEqual(Math.floor(before + 30 * 60));
    expect(issued.endsAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000 + 30 * 60));
    const me = await as('GET', '/api/v1/user');
    expect(me.json()).toMatchObject({
      email: 'hm@hartwell.test',
      supportSession: { byName: expect.any(String), reason, endsAt: issued.endsAt },
    });
    const [entry] = await auditRows(t.db, 'user.hr-token.issued', managerId);
    expect(entry?.details).toMatchObject({ reason, asEmail: 'hm@hartwell.test' });
    expect(entry?.actorUserId).toBe(await userIdOf(t.db, 'admin@shortlist.test'));
  });

  it('shows no support session on an ordinary sign-in', async () => {
    expect((await get(hartwellManager, '/api/v1/user')).json().supportSession).toBeNull();
  });

  it('stops the session and its refresh at the end time', async () => {
    const { grant, as } = await signInAs(managerId);
    expect((await as('GET', '/api/v1/user')).statusCode).toBe(200);
    // Only support sessions have an end: moving it into the past leaves the admin's own session alone.
    await t.db
      .update(authSessions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(isNotNull(authSessions.supportActorId));
    expect((await as('GET', '/api/v1/user')).statusCode).toBe(401);
    const refresh = await postTokenForm(t.app, refreshGrant(grant.refresh_token));
    expect(refresh.statusCode).toBe(400);
  });

  it('records the end when the admin ends the session early', async () => {
    const { as } = await signInAs(managerId);
    const ended = await as('DELETE', '/oauth/access-token', { deviceId: 'web' });
    expect(ended.statusCode).toBe(204);
    expect((await as('GET', '/api/v1/user')).statusCode).toBe(401);
    expect(await auditRows(t.db, 'user.support-session.ended', managerId)).toHaveLength(1);
  });

  it.each([
    ['no reason', {}],
    ['a blank reason', { reason: '   ' }],
    ['a reason too long', { reason: 'x'.repeat(501) }],
  ])('refuses %s with a field message and issues nothing', async (_case, body) => {
    const issuedBefore = await auditRows(t.db, 'user.hr-token.issued', managerId);
    const response = await send(admin, 'POST', '/api/v1/user/hrtoken', { userId: managerId, ...body });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain('reason');
    expect(await auditRows(t.db, 'user.hr-token.issued', managerId)).toHaveLength(issuedBefore.length);
  });

  it('refuses every manager, a manager-admin included (403), and answers a non-manager with 404', async () => {
    const body = { userId: managerId, reason };
    expect((await send(hartwellAdmin, 'POST', '/api/v1/user/hrtoken', body)).statusCode).toBe(403);
    expect((await send(hartwellManager, 'POST', '/api/v1/user/hrtoken', body)).statusCode).toBe(403);
    const candidateId = await userIdOf(t.db, 'candidate@shortlist.test');
    const refused = await send(admin, 'POST', '/api/v1/user/hrtoken', { userId: candidateId, reason });
    expect(refused.statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(candidateId)));
    expect(rows.filter((row) => row.action === 'user.hr-token.issued')).toEqual([]);
  });
});

describe('what a support session cannot escape or change (issue 31)', () => {
  it('carries its end and its actor into a session made from it with POST /user/token, refresh included', async () => {
    const { issued, as } = await signInAs(managerId);
    const made = await as('POST', '/api/v1/user/token');
    expect(made.statusCode).toBe(200);
    const derived = await postTokenForm(t.app, userTokenGrant(made.json().token));
    expect(derived.statusCode).toBe(200);
    const supportSession = { byName: expect.any(String), reason, endsAt: issued.endsAt };
    expect((await caller(derived.json().access_token)('GET', '/api/v1/user')).json()).toMatchObject({
      supportSession,
    });

    const refreshed = await postTokenForm(t.app, refreshGrant(derived.json().refresh_token));
    expect(refreshed.statusCode).toBe(200);
    const afterRefresh = caller(refreshed.json().access_token);
    expect((await afterRefresh('GET', '/api/v1/user')).json()).toMatchObject({ supportSession });

    // It ends when the support session it came from ends.
    await t.db
      .update(authSessions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(isNotNull(authSessions.supportActorId));
    expect((await afterRefresh('GET', '/api/v1/user')).statusCode).toBe(401);
  });

  it('refuses a user token whose session has been signed out', async () => {
    const { as } = await signInAs(managerId);
    const made = await as('POST', '/api/v1/user/token');
    await as('DELETE', '/oauth/access-token', { deviceId: 'web' });
    const grant = await postTokenForm(t.app, userTokenGrant(made.json().token));
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error_description).toBe('This sign-in link is not valid or has expired.');
  });

  it('cannot change the password or the sign-in email (403), and changes nothing', async () => {
    const { as } = await signInAs(managerId);
    const password = await as('PUT', '/api/v1/user/password', {
      currentPassword: demoPassword,
      newPassword: 'Another#2027pass',
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().error_description).toBe(accountMessages.supportCannotChangePassword);

    const me = (await as('GET', '/api/v1/user')).json();
    const names = { firstName: me.firstName, lastName: me.lastName };
    const email = await as('PUT', '/api/v1/user', { ...names, email: 'taken.over@example.com' });
    expect(email.statusCode).toBe(403);
    expect(email.json().error_description).toBe(accountMessages.supportCannotChangeEmail);
    expect((await as('GET', '/api/v1/user')).json().email).toBe('hm@hartwell.test');

    // The manager's own password still signs in, and other profile fields can still be corrected.
    expect((await as('PUT', '/api/v1/user', { ...names, email: 'hm@hartwell.test' })).statusCode).toBe(200);
    const own = await postTokenForm(t.app, {
      username: 'hm@hartwell.test',
      password: demoPassword,
      grant_type: 'password',
      scope: 'write',
      client_id: 'shortlist-web',
      application_type: 'PATIENT',
    });
    expect(own.statusCode).toBe(200);
  });
});
