import type { ListeningApp } from '@shortlist/api/testing';
import { demoPassword, startListeningApp } from '@shortlist/api/testing';
import { fetchCurrentUser, fetchReferenceData, fetchUserOrganizations } from '@shortlist/domain/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callRoute } from '../src/client/call-route.ts';
import { ApiError } from '../src/errors/api-error.ts';
import { authStorageKeys } from '../src/session/auth-session-store.ts';
import { signInWithPassword, signOut } from '../src/session/sign-in.ts';
import { exchangePasswordForToken } from '../src/session/token-grants.ts';
import { createTestClient } from './support/test-client.ts';

// The client against the real API (apps/api on a fresh PGlite), as a user would drive it.

let api: ListeningApp;

beforeAll(async () => {
  api = await startListeningApp();
});

afterAll(async () => {
  await api.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const manager = 'hm@hartwell.test';
const otpManager = 'otp.manager@hartwell.test';

/** The code in the newest sign-in message to `email`. */
function readLatestCode(email: string): string {
  const message = api.messages.findLast(
    (entry) => entry.recipient === email && entry.template === 'sign-in-code',
  );
  const code = /\b(\d{4,10})\b/.exec(message?.subject ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code was sent to ${email}`);
  return code;
}

async function signedInClient(email = manager) {
  const setup = createTestClient(api.url);
  const result = await signInWithPassword(setup.client, { username: email, password: demoPassword });
  if (result.status !== 'signed-in') throw new Error(`${email} was not signed in`);
  return setup;
}

describe('sign-in', () => {
  it('signs in with a password, keeps the session with its expiry and calls as that user', async () => {
    const { client } = createTestClient(api.url);
    const before = Date.now();
    const result = await signInWithPassword(client, { username: manager, password: demoPassword });

    expect(result.status).toBe('signed-in');
    const session = client.session.read();
    expect(session).toMatchObject({
      isLoggedIn: true,
      token_type: 'bearer',
      expires_in: 1800,
      scope: 'write',
    });
    expect(session?.refresh_token).toEqual(expect.any(String));
    expect(session?.expiresOn).toBeGreaterThanOrEqual(before + 1_800_000);
    await expect(callRoute(client, fetchCurrentUser)).resolves.toMatchObject({
      email: manager,
      userType: 'HIRING_MANAGER',
    });
  });

  it('refuses a wrong password with the API message and stays signed out', async () => {
    const { client, onProcessFailure } = createTestClient(api.url);
    const failure = signInWithPassword(client, { username: manager, password: 'Wrong#2026' });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'The email or password is incorrect.',
    });
    expect(client.session.isLoggedIn()).toBe(false);
    expect(onProcessFailure).not.toHaveBeenCalled();
  });

  it('moves to the one-time-code step on HTTP 206, then signs in with the emailed code and remembers the device', async () => {
    const { client, cookies } = createTestClient(api.url);
    const first = await signInWithPassword(client, { username: otpManager, password: demoPassword });
    expect(first).toEqual({
      status: 'otp-required',
      reason: 'code-required',
      description: 'Enter the code we have sent to your email.',
    });
    expect(client.session.isLoggedIn()).toBe(false);

    const second = await signInWithPassword(client, {
      username: otpManager,
      password: demoPassword,
      otp: readLatestCode(otpManager),
    });
    expect(second.status).toBe('signed-in');
    const remembered = cookies.get(`otpcookie-${otpManager}`);
    expect(remembered).toEqual(expect.any(String));

    // The remembered device signs in again without a code.
    client.session.clear();
    const codesSent = api.messages.length;
    const third = await signInWithPassword(client, { username: otpManager, password: demoPassword });
    expect(third.status).toBe('signed-in');
    expect(api.messages).toHaveLength(codesSent);
  });

  it("forgets the remembered device on 'Invalid login cookie.' and asks for the new code", async () => {
    const { client, cookies, onProcessFailure } = createTestClient(api.url);
    client.otpCookies.save(otpManager, 'a-device-the-server-never-saw');
    const codesSent = api.messages.length;

    const result = await signInWithPassword(client, { username: otpManager, password: demoPassword });

    expect(result).toEqual({
      status: 'otp-required',
      reason: 'invalid-login-cookie',
      description: 'Invalid login cookie.',
    });
    expect(cookies.get(`otpcookie-${otpManager}`)).toBeNull();
    expect(api.messages.length).toBe(codesSent + 1);
    // The login flow handles this 401 itself; it is not recorded as a failed login process.
    expect(onProcessFailure).not.toHaveBeenCalled();
    const retry = await signInWithPassword(client, {
      username: otpManager,
      password: demoPassword,
      otp: readLatestCode(otpManager),
    });
    expect(retry.status).toBe('signed-in');
  });

  it('answers the raw 206 as a one-time-code request, not an error', async () => {
    const { client } = createTestClient(api.url);
    const result = await exchangePasswordForToken(client, { username: otpManager, password: demoPassword });
    expect(result).toEqual({
      kind: 'otp-required',
      description: 'Enter the code we have sent to your email.',
    });
  });
});

describe('token refresh', () => {
  it('refreshes a saved token that has expired before making the call', async () => {
    const { client, storage, exchanges } = await signedInClient();
    const stale = client.session.read();
    storage.set(authStorageKeys.session, JSON.stringify({ ...stale, expiresOn: Date.now() - 1 }));
    const spentBefore = await api.countSpentRefreshTokens();

    await expect(callRoute(client, fetchCurrentUser)).resolves.toMatchObject({ email: manager });

    expect(exchanges.slice(-2)).toEqual([
      { method: 'POST', path: '/oauth/token', status: 200 },
      { method: 'GET', path: '/api/v1/user', status: 200 },
    ]);
    expect(await api.countSpentRefreshTokens()).toBe(spentBefore + 1);
    expect(client.session.read()?.access_token).not.toBe(stale?.access_token);
    expect(client.session.isExpired()).toBe(false);
  });

  it('queues parallel calls refused with an expired token, refreshes once and replays them all', async () => {
    const { client, exchanges } = await signedInClient();
    const oldToken = client.session.read()?.access_token;
    await api.expireAccessTokens();
    const spentBefore = await api.countSpentRefreshTokens();
    exchanges.length = 0;

    const [user, organizations, countries] = await Promise.all([
      callRoute(client, fetchCurrentUser),
      callRoute(client, fetchUserOrganizations),
      callRoute(client, fetchReferenceData, { params: { type: 'COUNTRY' } }),
    ]);

    expect(user).toMatchObject({ email: manager });
    expect(organizations).toEqual([expect.objectContaining({ subdomain: 'hartwell' })]);
    expect(countries.length).toBeGreaterThan(0);
    expect(await api.countSpentRefreshTokens()).toBe(spentBefore + 1);
    expect(exchanges.filter((exchange) => exchange.status === 401)).toHaveLength(3);
    expect(exchanges.filter((exchange) => exchange.path === '/oauth/token')).toHaveLength(1);
    expect(
      exchanges.filter((exchange) => exchange.path.startsWith('/api/v1') && exchange.status === 200),
    ).toHaveLength(3);
    expect(client.session.read()?.access_token).not.toBe(oldToken);
  });

  it('rejects and logs out after 100 ms when the refresh token is refused', async () => {
    const { client, storage, onLogout, exchanges } = await signedInClient();
    const session = client.session.read();
    storage.set(
      authStorageKeys.session,
      JSON.stringify({
        ...session,
        refresh_token: 'a-refresh-token-never-issued',
        expiresOn: Date.now() - 1,
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const failure = callRoute(client, fetchCurrentUser);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'Your session has expired. Please sign in again.',
    });
    expect(exchanges.at(-1)).toEqual({ method: 'POST', path: '/oauth/token', status: 400 });
    expect(client.session.read()).toBeNull();
    vi.advanceTimersByTime(99);
    expect(onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLogout).toHaveBeenCalledExactlyOnceWith({ system: true });
  });
});

describe('logout and the 401 rows the API produces', () => {
  it('revokes the session on the server and clears it here', async () => {
    const { client, exchanges } = await signedInClient();
    await signOut(client);
    expect(exchanges.at(-1)).toEqual({ method: 'DELETE', path: '/oauth/access-token', status: 204 });
    expect(client.session.read()).toBeNull();
  });

  it("clears the auth info and logs out after 100 ms on 'Cannot convert access token to JSON'", async () => {
    const { client, storage, onLogout } = await signedInClient();
    const revoked = storage.get(authStorageKeys.session) ?? '';
    await signOut(client);
    // Another tab still holds the session the server has just revoked.
    storage.set(authStorageKeys.session, revoked);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const failure = callRoute(client, fetchCurrentUser);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'Cannot convert access token to JSON',
    });
    expect(client.session.read()).toBeNull();
    vi.advanceTimersByTime(99);
    expect(onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLogout).toHaveBeenCalledExactlyOnceWith({ system: true });
  });

  it('records a failed login process for a 401 while signed out, without logging out', async () => {
    const { client, onProcessFailure, onLogout } = createTestClient(api.url);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const failure = callRoute(client, fetchCurrentUser);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(onProcessFailure).toHaveBeenCalledExactlyOnceWith('login', expect.any(ApiError));
    vi.advanceTimersByTime(1000);
    expect(onLogout).not.toHaveBeenCalled();
  });
});
