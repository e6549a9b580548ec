import { createI18n } from '@shortlist/i18n';
import { en } from '@shortlist/i18n/resources';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProcessStore } from './process-store.ts';
import type { Responder } from './test-support.ts';
import { createLoadedRoot, createScriptedApi, readRoot, signInDirectly } from './test-support.ts';
import type { I18nInstance } from './user-store.ts';
import { createUserStore } from './user-store.ts';

const hartwellUser = {
  id: 11,
  userType: 'HIRING_MANAGER',
  email: 'hm@hartwell.test',
  firstName: 'Harriet',
  lastName: 'Moss',
  organization: {
    id: 1,
    name: 'Hartwell & Finch LLP',
    sector: { id: 1, kind: 'LAW_FIRM' },
    additionalLanguageSupport: ['cy'],
    search: false,
    defaultConfiguration: { text: { gtmId: 'GTM-1' } },
    sessionTimeout: null,
  },
};

async function setUp(respond: Responder, options: { i18n?: I18nInstance; persisted?: unknown } = {}) {
  const { api, requests } = createScriptedApi(respond);
  signInDirectly(api);
  const process = createProcessStore();
  const { root, storage } = await createLoadedRoot(
    options.persisted === undefined ? {} : { user: { state: options.persisted, version: 0 } },
  );
  const onLoadFailed = vi.fn();
  const store = createUserStore({ api, process, root, i18n: options.i18n ?? null, onLoadFailed });
  return { api, requests, process, store, storage, onLoadFailed };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createUserStore', () => {
  it("loads the user with GET /user and applies the organisation's settings", async () => {
    const { store, process, requests } = await setUp(() => Response.json(hartwellUser));
    const loading = store.getState().loadUser();
    expect(store.getState().status).toBe('loading');
    expect(process.getState().entries['user:load']?.status).toBe('loading');
    await loading;

    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/user');
    expect(url.searchParams.get('cookieRequested')).toBe('false');
    expect(store.getState()).toMatchObject({
      status: 'success',
      user: { email: 'hm@hartwell.test' },
      organization: { name: 'Hartwell & Finch LLP' },
      settings: {
        sectorKind: 'LAW_FIRM',
        languages: ['en', 'cy'],
        searchEnabled: false,
        text: { gtmId: 'GTM-1' },
      },
    });
    expect(process.getState().entries['user:load']?.status).toBe('done');
  });

  it("words the app in the organisation's sector vocabulary, and back to neutral once cleared", async () => {
    const i18n = createI18n({ resources: en });
    const { store } = await setUp(() => Response.json(hartwellUser), { i18n });
    await store.getState().loadUser();
    expect(i18n.t('vocabulary.graduateScheme')).toBe('Training contract');
    store.getState().clear();
    expect(i18n.t('vocabulary.graduateScheme')).toBe('Graduate scheme');
  });

  it('drops the refresh token when the organisation configures a session timeout', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const user = { ...hartwellUser, organization: { ...hartwellUser.organization, sessionTimeout: 20 } };
    const { store, api } = await setUp(() => Response.json(user));
    await store.getState().loadUser();
    expect(api.session.read()?.refresh_token).toBeNull();
    expect(api.session.readIdleTimeoutMinutes()).toBe(20);
    expect(api.session.read()?.expiresOn).toBe(Date.now() + 20 * 60 * 1000);
  });

  it('keeps the refresh token without a configured timeout', async () => {
    const { store, api } = await setUp(() => Response.json(hartwellUser));
    await store.getState().loadUser();
    expect(api.session.read()?.refresh_token).toBe('refresh-1');
  });

  it('clears the auth info when the user cannot be loaded', async () => {
    const { store, api, process, onLoadFailed } = await setUp(() =>
      Response.json({ error: 'server_error', error_description: 'Database unavailable.' }, { status: 500 }),
    );
    await expect(store.getState().loadUser()).resolves.toBeNull();
    expect(api.session.read()).toBeNull();
    expect(store.getState().status).toBe('error');
    expect(process.getState().entries['user:load']).toMatchObject({
      status: 'error',
      error: { message: 'Database unavailable.' },
    });
    expect(onLoadFailed).toHaveBeenCalledOnce();
  });

  it('keeps the auth info when the load was cancelled because the page is being left', async () => {
    const { api, requests } = createScriptedApi(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { isLeavingPage: () => true },
    );
    signInDirectly(api);
    const process = createProcessStore();
    const { root } = await createLoadedRoot({});
    const onLoadFailed = vi.fn();
    const store = createUserStore({ api, process, root, i18n: null, onLoadFailed });
    await expect(store.getState().loadUser()).resolves.toBeNull();
    expect(requests).toHaveLength(1);
    expect(api.session.read()).not.toBeNull();
    expect(process.getState().entries['user:load']?.status).not.toBe('error');
    expect(onLoadFailed).not.toHaveBeenCalled();
  });

  it('drops a reply that arrives after the user was cleared', async () => {
    let answer: (response: Response) => void = () => {};
    const { store, requests } = await setUp(() => new Promise<Response>((resolve) => (answer = resolve)));
    const loading = store.getState().loadUser();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    store.getState().clear();
    answer(Response.json(hartwellUser));
    await expect(loading).resolves.toBeNull();
    expect(store.getState().user).toBeNull();
  });

  it('keeps only the user in root and derives the organisation settings again on restore', async () => {
    const first = await setUp(() => Response.json(hartwellUser));
    await first.store.getState().loadUser();
    const saved = await readRoot(
      first.storage,
      'user',
      (state) => (state as { user: unknown }).user !== null,
    );
    expect(Object.keys(saved as object)).toEqual(['user']);

    const i18n = createI18n({ resources: en });
    const second = await setUp(() => Response.json(hartwellUser), { persisted: saved, i18n });
    await vi.waitFor(() => expect(second.store.persist.hasHydrated()).toBe(true));
    expect(second.store.getState().settings.sectorKind).toBe('LAW_FIRM');
    expect(i18n.t('vocabulary.internship')).toBe('Vacation scheme');
  });
});
