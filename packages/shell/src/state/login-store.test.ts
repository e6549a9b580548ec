import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoginStore } from './login-store.ts';
import { createProcessStore } from './process-store.ts';
import type { RouterLocation } from './router-store.ts';
import type { Responder } from './test-support.ts';
import { createScriptedApi, tokenReply } from './test-support.ts';

const username = 'otp.manager@hartwell.test';
const password = 'Shortlist#2026';
const codeRequired = () =>
  Response.json({ error_description: 'Enter the code we have sent to your email.' }, { status: 206 });

function setUp(respond: Responder, location: RouterLocation | null = null) {
  const scripted = createScriptedApi(respond);
  const process = createProcessStore();
  const navigate = vi.fn();
  const onSignedIn = vi.fn(async () => {});
  const onLoggedOut = vi.fn();
  const store = createLoginStore({
    api: scripted.api,
    process,
    navigate,
    getLocation: () => location,
    onSignedIn,
    onLoggedOut,
  });
  return { ...scripted, process, navigate, onSignedIn, onLoggedOut, store };
}

async function formOf(request: Request | undefined) {
  return Object.fromEntries((await request?.formData())?.entries() ?? []);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createLoginStore sign-in', () => {
  it('starts signed in only when the api-client holds a session', () => {
    const { store, api } = setUp(() => Response.json(tokenReply));
    expect(store.getState().isLoggedIn).toBe(false);
    api.session.save(tokenReply);
    const again = createLoginStore({
      api,
      process: createProcessStore(),
      navigate: () => {},
      getLocation: () => null,
    });
    expect(again.getState().isLoggedIn).toBe(true);
  });

  it('signs in with a password, saves the session with its expiry and loads the user', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { store, api, process, onSignedIn } = setUp(() => Response.json(tokenReply));
    const signingIn = store.getState().signInWithPassword({ username, password });
    expect(store.getState().loading).toBe(true);
    expect(process.getState().entries.login?.status).toBe('loading');
    await expect(signingIn).resolves.toBe('signed-in');
    expect(store.getState()).toMatchObject({ isLoggedIn: true, loading: false, setOtp: false, errors: null });
    expect(api.session.read()?.expiresOn).toBe(1_000_000 + 1800 * 1000);
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(process.getState().entries.login?.status).toBe('done');
  });

  it('moves to the one-time-code step on HTTP 206, then signs in with the code', async () => {
    let calls = 0;
    const { store, requests } = setUp(() => (++calls === 1 ? codeRequired() : Response.json(tokenReply)));
    await expect(store.getState().signInWithPassword({ username, password })).resolves.toBe('otp-required');
    expect(store.getState()).toMatchObject({
      isLoggedIn: false,
      loading: false,
      setOtp: true,
      data: { username, reason: 'code-required', description: 'Enter the code we have sent to your email.' },
    });

    await expect(store.getState().submitOtp('123456')).resolves.toBe('signed-in');
    expect(await formOf(requests[1])).toMatchObject({ username, password, otp: '123456' });
    expect(store.getState()).toMatchObject({ isLoggedIn: true, setOtp: false, data: null });
  });

  it("asks for a code again on 'Invalid login cookie.', the api-client having forgotten the cookie", async () => {
    const { store, api } = setUp(() =>
      Response.json({ error: 'invalid_grant', error_description: 'Invalid login cookie.' }, { status: 401 }),
    );
    api.otpCookies.save(username, 'stale-device');
    await expect(store.getState().signInWithPassword({ username, password })).resolves.toBe('otp-required');
    expect(store.getState()).toMatchObject({ setOtp: true, data: { reason: 'invalid-login-cookie' } });
    expect(api.otpCookies.read(username)).toBeNull();
  });

  it('shows the message of a refused password and records a login failure', async () => {
    const { store, process, api } = setUp(() =>
      Response.json(
        { error: 'invalid_grant', error_description: 'The email or password is incorrect.' },
        { status: 400 },
      ),
    );
    await expect(store.getState().signInWithPassword({ username, password: 'wrong' })).resolves.toBe(
      'failed',
    );
    expect(store.getState()).toMatchObject({
      isLoggedIn: false,
      loading: false,
      errors: { message: 'The email or password is incorrect.' },
    });
    expect(process.getState().entries.login?.error?.message).toBe('The email or password is incorrect.');
    expect(api.session.read()).toBeNull();
  });

  it('stays on the code step with the message when the code is wrong', async () => {
    let calls = 0;
    const { store, process } = setUp(() =>
      ++calls === 1
        ? codeRequired()
        : Response.json(
            { error: 'invalid_grant', error_description: 'The code is not valid.' },
            { status: 400 },
          ),
    );
    await store.getState().signInWithPassword({ username, password });
    await expect(store.getState().submitOtp('000000')).resolves.toBe('failed');
    expect(store.getState()).toMatchObject({ setOtp: true, errors: { message: 'The code is not valid.' } });
    expect(process.getState().entries.otp?.status).toBe('error');
  });

  it('sends no code without a first step, and goes back to it on cancel', async () => {
    const { store, requests } = setUp(codeRequired);
    await expect(store.getState().submitOtp('123456')).resolves.toBe('failed');
    expect(requests).toHaveLength(0);
    await store.getState().signInWithPassword({ username, password });
    store.getState().cancelOtp();
    expect(store.getState()).toMatchObject({ setOtp: false, data: null });
    await expect(store.getState().submitOtp('123456')).resolves.toBe('failed');
  });

  it('signs in with a user token and with an OAuth token', async () => {
    const { store, requests } = setUp(() => Response.json(tokenReply));
    await expect(store.getState().signInWithUserToken('link-token')).resolves.toBe('signed-in');
    await expect(store.getState().signInWithOAuthToken('provider-token', 'google')).resolves.toBe(
      'signed-in',
    );
    expect(await formOf(requests[0])).toMatchObject({ password: 'link-token', type: 'USER_TOKEN' });
    expect(await formOf(requests[1])).toMatchObject({
      username: 'token',
      password: 'provider-token',
      partner: 'google',
    });
  });

  it('reports a failed sign-in when loading the user signed the user out again', async () => {
    const failingLoad = createLoginStore({
      api: createScriptedApi(() => Response.json(tokenReply)).api,
      process: createProcessStore(),
      navigate: () => {},
      getLocation: () => null,
      onSignedIn: async () => failingLoad.getState().signedOut(),
    });
    await expect(failingLoad.getState().signInWithPassword({ username, password })).resolves.toBe('failed');
    expect(failingLoad.getState().isLoggedIn).toBe(false);
  });
});

describe('createLoginStore logout', () => {
  const here = { pathname: '/manager/search', search: '?stage=3' };

  it('signs out, clears the other session stores and revokes the token, staying put', async () => {
    vi.useFakeTimers();
    const { store, api, requests, onLoggedOut, navigate } = setUp(
      () => new Response(null, { status: 204 }),
      here,
    );
    api.session.save(tokenReply);
    await store.getState().logout();
    expect(store.getState()).toMatchObject({ isLoggedIn: false, setOtp: false, data: null });
    expect(onLoggedOut).toHaveBeenCalledOnce();
    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['DELETE', '/oauth/access-token'],
    ]);
    expect(api.session.read()).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('redirects to a given URL 500 ms after logout', async () => {
    vi.useFakeTimers();
    const { store, navigate } = setUp(() => new Response(null, { status: 204 }), here);
    await store.getState().logout({ redirectTo: '/signup' });
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/signup');
  });

  it('redirects to /login with a return URL 500 ms after logout', async () => {
    vi.useFakeTimers();
    const { store, navigate } = setUp(() => new Response(null, { status: 204 }), here);
    await store.getState().logout({ returnHere: true });
    vi.advanceTimersByTime(500);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?url=%2Fmanager%2Fsearch&search=stage%3D3');
  });

  it('keeps the current path and query on a system logout, with nothing left to revoke', async () => {
    vi.useFakeTimers();
    const { store, navigate, requests } = setUp(() => new Response(null, { status: 204 }), here);
    await store.getState().logout({ system: true });
    vi.advanceTimersByTime(500);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?url=%2Fmanager%2Fsearch&search=stage%3D3');
    expect(requests).toHaveLength(0);
  });

  it('signs out here even when the server cannot be reached', async () => {
    const { store, api } = setUp(() => {
      throw new TypeError('fetch failed');
    });
    api.session.save(tokenReply);
    await store.getState().logout();
    expect(api.session.read()).toBeNull();
    expect(store.getState().isLoggedIn).toBe(false);
  });

  it('forgets a pending redirect when disposed', async () => {
    vi.useFakeTimers();
    const { store, navigate } = setUp(() => new Response(null, { status: 204 }), here);
    await store.getState().logout({ redirectTo: '/roles' });
    store.dispose();
    vi.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
