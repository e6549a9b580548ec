import type { ListeningApp } from '@shortlist/api/testing';
import { demoPassword, startListeningApp, webClient } from '@shortlist/api/testing';
import type { KeyValueStorage } from '@shortlist/api-client';
import { createMemoryCookieJar, createMemoryStorage } from '@shortlist/api-client';
import { createI18n } from '@shortlist/i18n';
import { en } from '@shortlist/i18n/resources';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShellState } from '../src/state/shell-state.ts';
import { createShellState } from '../src/state/shell-state.ts';
import { countSignInCodes, nextSignInCode } from './support/sign-in-codes.ts';

// The shared state against the real API (apps/api on a fresh PGlite), as a user drives it.

let api: ListeningApp;
const shells: ShellState[] = [];

beforeAll(async () => {
  api = await startListeningApp();
});

afterAll(async () => {
  await api.close();
});

afterEach(() => {
  for (const shell of shells.splice(0)) shell.dispose();
});

const manager = 'hm@hartwell.test';
const otpManager = 'otp.manager@hartwell.test';

function createShell(storage: KeyValueStorage = createMemoryStorage()) {
  const navigate = vi.fn();
  const i18n = createI18n({ resources: en });
  const cookies = createMemoryCookieJar();
  const shell = createShellState({
    api: { baseUrl: api.url, clientId: webClient.clientId, clientSecret: webClient.secret },
    brand: 'portal',
    storage,
    cookies,
    navigate,
    reload: () => {},
    i18n,
  });
  shells.push(shell);
  return { shell, navigate, i18n, cookies, storage };
}

/** The code in the newest sign-in message to `email`. */
describe('sign-in', () => {
  it('signs in with a password, saves the session with its expiry and loads the user and organisation', async () => {
    const { shell, i18n } = createShell();
    const before = Date.now();
    await expect(
      shell.login.getState().signInWithPassword({ username: manager, password: demoPassword }),
    ).resolves.toBe('signed-in');

    expect(shell.login.getState()).toMatchObject({ isLoggedIn: true, loading: false, setOtp: false });
    expect(shell.api.session.read()?.expiresOn).toBeGreaterThanOrEqual(before + 1_800_000);
    expect(shell.user.getState()).toMatchObject({
      status: 'success',
      user: { email: manager, userType: 'HIRING_MANAGER' },
      organization: { name: 'Hartwell & Finch LLP' },
      settings: { sectorKind: 'LAW_FIRM', searchEnabled: true },
    });
    expect(i18n.t('vocabulary.graduateScheme')).toBe('Training contract');
  });

  it('refuses a wrong password with the API message and stays signed out', async () => {
    const { shell } = createShell();
    await expect(
      shell.login.getState().signInWithPassword({ username: manager, password: 'Wrong#2026' }),
    ).resolves.toBe('failed');
    expect(shell.login.getState()).toMatchObject({
      isLoggedIn: false,
      errors: { message: 'The email or password is incorrect.' },
    });
    expect(shell.process.getState().entries.login?.status).toBe('error');
  });

  it('moves to the one-time-code step on HTTP 206, then signs in with the emailed code', async () => {
    const { shell, cookies } = createShell();
    const sent = countSignInCodes(api, otpManager);
    await expect(
      shell.login.getState().signInWithPassword({ username: otpManager, password: demoPassword }),
    ).resolves.toBe('otp-required');
    expect(shell.login.getState()).toMatchObject({
      isLoggedIn: false,
      setOtp: true,
      data: { username: otpManager, reason: 'code-required' },
    });

    await expect(shell.login.getState().submitOtp(await nextSignInCode(api, otpManager, sent))).resolves.toBe(
      'signed-in',
    );
    expect(shell.login.getState()).toMatchObject({ isLoggedIn: true, setOtp: false });
    expect(shell.user.getState().user?.email).toBe(otpManager);
    expect(cookies.get(`otpcookie-${otpManager}`)).toEqual(expect.any(String));
  });

  it("forgets the remembered device on 'Invalid login cookie.' and asks for the new code", async () => {
    const { shell, cookies } = createShell();
    shell.api.otpCookies.save(otpManager, 'a-device-the-server-never-saw');
    const sent = countSignInCodes(api, otpManager);
    await expect(
      shell.login.getState().signInWithPassword({ username: otpManager, password: demoPassword }),
    ).resolves.toBe('otp-required');
    expect(shell.login.getState()).toMatchObject({ setOtp: true, data: { reason: 'invalid-login-cookie' } });
    expect(cookies.get(`otpcookie-${otpManager}`)).toBeNull();
    expect(shell.process.getState().entries.login?.status).toBe('done');

    await expect(shell.login.getState().submitOtp(await nextSignInCode(api, otpManager, sent))).resolves.toBe(
      'signed-in',
    );
  });
});

describe('user load', () => {
  it('fetches the user at start for a session kept from before', async () => {
    const storage = createMemoryStorage();
    const first = createShell(storage);
    await first.shell.login
      .getState()
      .signInWithPassword({ username: 'hm@northwind.test', password: demoPassword });

    const { shell, i18n } = createShell(storage);
    expect(shell.user.getState().status).toBe('idle');
    await shell.start();
    expect(shell.user.getState()).toMatchObject({
      status: 'success',
      user: { email: 'hm@northwind.test' },
      settings: { sectorKind: 'COMPANY' },
    });
    expect(i18n.t('vocabulary.internship')).toBe('Internship');
  });

  it('clears the auth info when the server refuses the kept session', async () => {
    const storage = createMemoryStorage();
    const { shell } = createShell(storage);
    shell.api.session.save({
      access_token: 'not-a-token-the-server-issued',
      token_type: 'bearer',
      refresh_token: null,
      expires_in: 1800,
      scope: 'write',
    });
    await shell.start();
    expect(shell.user.getState().status).toBe('error');
    expect(shell.api.session.read()).toBeNull();
    expect(shell.login.getState().isLoggedIn).toBe(false);
    expect(shell.process.getState().entries['user:load']?.status).toBe('error');
  });
});

describe('logout', () => {
  // The 500 ms before the redirect is login-store.test.ts's, on a faked clock: here the network takes what it takes.
  it('revokes the token, clears the state and goes to /login with the return URL', async () => {
    const { shell, navigate } = createShell();
    await shell.login.getState().signInWithPassword({ username: manager, password: demoPassword });
    const accessToken = shell.api.session.read()?.access_token;
    shell.router.getState().locationChanged({ pathname: '/manager/roles', search: '?tab=live' });

    await shell.login.getState().logout({ returnHere: true });

    expect(shell.login.getState().isLoggedIn).toBe(false);
    expect(shell.user.getState().user).toBeNull();
    expect(shell.router.getState().location).toBeNull();
    expect(shell.api.session.read()).toBeNull();
    const reply = await fetch(`${api.url}/api/v1/user?subdomain=null`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(reply.status).toBe(401);
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?url=%2Fmanager%2Froles&search=tab%3Dlive'),
    );
  });
});
