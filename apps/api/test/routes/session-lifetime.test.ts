import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthRouteMessages } from '../../src/accounts/oauth-routes.ts';
import { hashSecret } from '../../src/accounts/secrets.ts';
import { authSessions, organizations, tokens } from '../../src/db/schema/index.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { postTokenForm, refreshGrant, signIn, startTestApp } from '../support/test-app.ts';

// Issue 31, item 8: the organisation's idle time-out holds on the server, a session has an absolute lifetime
// that refreshing does not extend, and the refresh token is accepted in the body only.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Hartwell's managers time out after one idle minute (the organisation's sessionTimeout setting).
  await t.db
    .update(organizations)
    .set({ sessionTimeoutMinutes: 1 })
    .where(eq(organizations.subdomain, 'hartwell'));
});
afterAll(() => t.close());

const dayMs = 24 * 60 * 60 * 1000;

async function sessionOf(signedIn: SignedIn) {
  const [row] = await t.db
    .select({ session: authSessions })
    .from(tokens)
    .innerJoin(authSessions, eq(tokens.sessionId, authSessions.id))
    .where(eq(tokens.tokenHash, hashSecret(signedIn.accessToken)));
  if (!row) throw new Error('no session for the token');
  return row.session;
}

/** Moves the session's clocks back, as if that much time had passed since. */
async function age(signedIn: SignedIn, change: { idleMs?: number; startedMsAgo?: number }) {
  const { id } = await sessionOf(signedIn);
  const now = Date.now();
  await t.db
    .update(authSessions)
    .set({
      ...(change.idleMs === undefined ? {} : { lastUsedAt: new Date(now - change.idleMs) }),
      ...(change.startedMsAgo === undefined ? {} : { createdAt: new Date(now - change.startedMsAgo) }),
    })
    .where(eq(authSessions.id, id));
}

const me = (signedIn: SignedIn) => signedIn.request({ method: 'GET', url: '/api/v1/user' });

describe("the organisation's idle time-out", () => {
  it('ends a session idle for 75 s under a one-minute time-out: neither its token nor its refresh works', async () => {
    const manager = await signIn(t.app, 'hm@hartwell.test');
    expect((await me(manager)).statusCode).toBe(200);
    await age(manager, { idleMs: 75_000 });
    expect((await me(manager)).statusCode).toBe(401);
    const refresh = await postTokenForm(t.app, refreshGrant(manager.refreshToken));
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('invalid_grant');
  });

  it('keeps a session in use alive, writing its last use at most once per interval', async () => {
    const manager = await signIn(t.app, 'hm.admin@hartwell.test');
    await age(manager, { idleMs: 50_000 });
    expect((await me(manager)).statusCode).toBe(200);
    const touched = (await sessionOf(manager)).lastUsedAt;
    expect(Date.now() - touched.getTime()).toBeLessThan(50_000);
    // A second request straight after does not write again: busy sessions cost one update per interval.
    expect((await me(manager)).statusCode).toBe(200);
    expect((await sessionOf(manager)).lastUsedAt).toEqual(touched);
    // Another 50 s idle is within the minute again, counted from the last use.
    await age(manager, { idleMs: 50_000 });
    expect((await me(manager)).statusCode).toBe(200);
  });

  it('does not end the sessions of people whose organisation sets no time-out', async () => {
    const manager = await signIn(t.app, 'hm@northwind.test');
    await age(manager, { idleMs: 2 * 60 * 60 * 1000 });
    expect((await me(manager)).statusCode).toBe(200);
  });
});

describe('the absolute lifetime of a session', () => {
  it('refuses to refresh a session started more than 30 days ago, however recently it was refreshed', async () => {
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    await age(candidate, { startedMsAgo: 29 * dayMs });
    const refreshed = await postTokenForm(t.app, refreshGrant(candidate.refreshToken));
    expect(refreshed.statusCode).toBe(200);
    const renewed = refreshed.json();
    // The new refresh token expires with the session, not 30 days from now.
    const [row] = await t.db
      .select({ expiresAt: tokens.expiresAt })
      .from(tokens)
      .where(eq(tokens.tokenHash, hashSecret(renewed.refresh_token)));
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + dayMs + 60_000);

    await age(candidate, { startedMsAgo: 30 * dayMs + 60_000 });
    expect((await postTokenForm(t.app, refreshGrant(renewed.refresh_token))).statusCode).toBe(400);
    const withRenewedToken = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: `Bearer ${renewed.access_token}` },
    });
    expect(withRenewedToken.statusCode).toBe(401);
  });
});

describe('where the refresh token may travel', () => {
  it('refuses a refresh token in the address with 400 and a field message, and spends nothing', async () => {
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    const { refresh_token, ...rest } = refreshGrant(candidate.refreshToken);
    const inQuery = await postTokenForm(t.app, rest, { query: { refresh_token } });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toMatchObject({
      error_description: oauthRouteMessages.secretInQuery,
      errors: [{ field: 'refresh_token', message: oauthRouteMessages.secretInQuery }],
    });
    // The same token in the body still works: the refused request did not spend it.
    expect((await postTokenForm(t.app, refreshGrant(candidate.refreshToken))).statusCode).toBe(200);
  });
});
