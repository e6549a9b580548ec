import type { KeyValueStorage } from '@shortlist/api-client';
import { createMemoryCookieJar, createMemoryStorage } from '@shortlist/api-client';
import { createI18n } from '@shortlist/i18n';
import { en } from '@shortlist/i18n/resources';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import type { ShellStateOptions } from './shell-state.ts';
import { createShellState } from './shell-state.ts';
import type { Responder } from './test-support.ts';
import { tokenReply } from './test-support.ts';

const manager = {
  id: 11,
  userType: 'HIRING_MANAGER',
  email: 'hm@hartwell.test',
  organization: { id: 1, name: 'Hartwell & Finch LLP', sector: { id: 1, kind: 'LAW_FIRM' } },
};

function setUp(respond: Responder, overrides: Partial<ShellStateOptions> = {}) {
  const storage: KeyValueStorage = overrides.storage ?? createMemoryStorage();
  const navigate = vi.fn();
  const reload = vi.fn();
  const requests: Request[] = [];
  const shell = createShellState({
    api: {
      baseUrl: 'http://api.test',
      clientId: 'shortlist-web',
      clientSecret: 'shortlist-web-secret',
      fetch: async (input, init) => {
        const request = new Request(input, init);
        requests.push(request);
        return respond(request);
      },
    },
    brand: 'portal',
    storage,
    cookies: createMemoryCookieJar(),
    navigate,
    reload,
    ...overrides,
  });
  return { shell, storage, navigate, reload, requests };
}

/** Answers the token call, GET /user, logout, and fails anything else as the network would. */
const serverOf =
  (user: unknown = manager): Responder =>
  (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/oauth/token') return Response.json(tokenReply);
    if (path === '/api/v1/user') return Response.json(user);
    if (path === '/oauth/access-token') return new Response(null, { status: 204 });
    throw new TypeError('fetch failed');
  };

afterEach(() => {
  vi.useRealTimers();
});

describe('createShellState', () => {
  it('signs in, loads the user and applies the organisation', async () => {
    const i18n = createI18n({ resources: en });
    const { shell } = setUp(serverOf(), { i18n });
    await shell.ready;
    await shell.login.getState().signInWithPassword({ username: 'hm@hartwell.test', password: 'pw' });
    expect(shell.login.getState().isLoggedIn).toBe(true);
    expect(shell.user.getState().organization?.name).toBe('Hartwell & Finch LLP');
    expect(i18n.t('vocabulary.graduateScheme')).toBe('Training contract');
  });

  it('clears user, organisation, auth info, router location, processes, menus and search on logout', async () => {
    const { shell } = setUp(serverOf());
    await shell.ready;
    await shell.login.getState().signInWithPassword({ username: 'hm@hartwell.test', password: 'pw' });
    shell.router.getState().locationChanged({ pathname: '/manager/roles' });
    shell.menus.getState().open('account');
    shell.search.getState().selectRole(12);
    shell.process.getState().start('export:csv');

    await shell.login.getState().logout();

    expect(shell.user.getState()).toMatchObject({ user: null, organization: null });
    expect(shell.api.session.read()).toBeNull();
    expect(shell.router.getState().location).toBeNull();
    expect(shell.process.getState().entries).toEqual({});
    expect(shell.menus.getState().openMenu).toBeNull();
    expect(shell.search.getState().role).toBeNull();
  });

  it('logs out as the system 100 ms after a network error, returning to the same path and query', async () => {
    vi.useFakeTimers();
    const { shell, navigate } = setUp(serverOf());
    await shell.ready;
    await shell.login.getState().signInWithPassword({ username: 'hm@hartwell.test', password: 'pw' });
    shell.router.getState().locationChanged({ pathname: '/manager/search', search: '?stage=3' });

    await expect(shell.search.getState().runSearch({ kind: 'candidate', id: 1 })).resolves.toBeNull();
    expect(shell.api.session.read()).toBeNull();
    await vi.advanceTimersByTimeAsync(99);
    expect(shell.login.getState().isLoggedIn).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(shell.login.getState().isLoggedIn).toBe(false);
    expect(shell.user.getState().user).toBeNull();
    expect(shell.router.getState().location).toBeNull();

    await vi.advanceTimersByTimeAsync(499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?url=%2Fmanager%2Fsearch&search=stage%3D3');
  });

  it('logs out as the system when the saved token expired with no refresh token', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { shell } = setUp(serverOf());
    shell.api.session.save({ ...tokenReply, refresh_token: null, expires_in: 60 });
    await shell.ready;
    vi.setSystemTime(1_000_000 + 61_000);
    await shell.candidate.getState().loadCandidate(7);
    await vi.advanceTimersByTimeAsync(100);
    expect(shell.login.getState().isLoggedIn).toBe(false);
  });

  it("records a 401 while signed out as a failure of the process 'login'", async () => {
    const { shell } = setUp(() =>
      Response.json({ error: 'unauthorized', error_description: 'Sign in to continue.' }, { status: 401 }),
    );
    await shell.candidate.getState().loadCandidate(7);
    expect(shell.process.getState().entries.login).toMatchObject({
      status: 'error',
      error: { message: 'Sign in to continue.' },
    });
  });

  it('fetches the user at start when signed in', async () => {
    const { shell, requests } = setUp(serverOf());
    shell.api.session.save(tokenReply);
    await shell.start();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v1/user']);
    expect(shell.user.getState().user?.email).toBe('hm@hartwell.test');
  });

  it('fetches nothing at start when signed out, and forgets a user kept from an ended session', async () => {
    const storage = createMemoryStorage({
      root: JSON.stringify({ user: { state: { user: manager }, version: 0 } }),
    });
    const { shell, requests } = setUp(serverOf(), { storage });
    await shell.start();
    expect(requests).toHaveLength(0);
    expect(shell.user.getState().user).toBeNull();
  });

  it('signs the user out when the user cannot be loaded at start', async () => {
    const { shell } = setUp(() => Response.json({ error: 'server_error' }, { status: 500 }));
    shell.api.session.save(tokenReply);
    await shell.start();
    expect(shell.login.getState().isLoggedIn).toBe(false);
    expect(shell.api.session.read()).toBeNull();
  });

  it("keeps the session state in 'root' without the process and data parts, and restores it", async () => {
    const first = setUp(serverOf());
    await first.shell.ready;
    await first.shell.login.getState().signInWithPassword({ username: 'hm@hartwell.test', password: 'pw' });
    first.shell.router.getState().locationChanged({ pathname: '/manager/roles' });
    first.shell.sortingPreferences.getState().setSort('groups', { field: 'name', direction: 'asc' });
    first.shell.search.getState().selectRole(12);
    first.shell.process.getState().start('export:csv');
    first.shell.loading.getState().start('events');

    await vi.waitFor(() => {
      const root = JSON.parse(first.storage.get('root') ?? '{}');
      expect(root.sortingPreferences?.state.sorts.groups).toBeDefined();
      expect(root.search?.state.role).toBe(12);
      expect(root.user?.state.user).not.toBeNull();
    });
    const root = JSON.parse(first.storage.get('root') ?? '{}');
    expect(Object.keys(root).sort()).toEqual(['router', 'search', 'sortingPreferences', 'user']);

    const second = setUp(serverOf(), { storage: first.storage });
    await second.shell.ready;
    expect(second.shell.router.getState().location?.pathname).toBe('/manager/roles');
    expect(second.shell.user.getState().user?.email).toBe('hm@hartwell.test');
    expect(second.shell.sortingPreferences.getState().sorts.groups).toEqual({
      field: 'name',
      direction: 'asc',
    });
    expect(second.shell.login.getState().isLoggedIn).toBe(true);
  });

  it('starts with the defaults when the stored state does not come within 5000 ms', async () => {
    vi.useFakeTimers();
    const never: StateStorage = {
      getItem: () => new Promise<string | null>(() => {}),
      setItem: () => {},
      removeItem: () => {},
    };
    const { shell } = setUp(serverOf(), { persistStorage: never });
    let started = false;
    void shell.start().then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
    expect(shell.router.getState().location).toBeNull();
  });

  it('recomputes the screen size on every resize until disposed', () => {
    let resize: (width: number) => void = () => {};
    const stop = vi.fn();
    const { shell } = setUp(serverOf(), {
      subscribeResize: (listener) => {
        resize = listener;
        return stop;
      },
    });
    expect(shell.screenSize.getState().screenSize).toBe('sm');
    resize(1300);
    expect(shell.screenSize.getState().screenSize).toBe('lg');
    shell.dispose();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('loads the translation map of the configured language once at start', async () => {
    const i18n = createI18n({ resources: en });
    const { shell, requests } = setUp(
      (request) =>
        new URL(request.url).pathname === '/api/public/translation'
          ? Response.json({ 'Sign in': 'Mewngofnodi' })
          : Response.json({}),
      { i18n, language: 'cy' },
    );
    await shell.start();
    await shell.loading.getState().loadTranslations();
    const calls = requests.filter((request) => new URL(request.url).pathname === '/api/public/translation');
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url ?? '').searchParams.get('language')).toBe('cy');
    expect(shell.loading.getState().status.translations).toBe('success');
    expect(i18n.t('auth.signIn')).toBe('Mewngofnodi');
  });

  it('reads the cookie consent from the same local storage', () => {
    const { shell, reload, storage } = setUp(serverOf(), {
      storage: createMemoryStorage({ cookiesAccepted: 'false' }),
    });
    expect(shell.cookieConsent.getState().accepted).toBe(false);
    shell.cookieConsent.getState().acceptAll();
    expect(storage.get('cookiesAccepted')).toBe('true');
    expect(reload).toHaveBeenCalledOnce();
  });
});
