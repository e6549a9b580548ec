import type { ApiClient, ApiClientOptions, CookieJar, KeyValueStorage } from '@shortlist/api-client';
import {
  callRoute,
  createApiClient,
  createDocumentCookieJar,
  createMemoryCookieJar,
  createMemoryStorage,
  createWebStorage,
} from '@shortlist/api-client';
import type { BrandId } from '@shortlist/domain/brands';
import { fetchTranslationMap } from '@shortlist/domain/contract';
import type { TranslationLoader } from '@shortlist/i18n';
import { createTranslationLoader } from '@shortlist/i18n';
import type { StateStorage } from 'zustand/middleware';
import { createCandidateStore } from './candidate-store.ts';
import { createCookieConsentStore } from './cookie-consent-store.ts';
import { createLoadingStore } from './loading-store.ts';
import { createLoginStore } from './login-store.ts';
import { createMenuStore } from './menu-store.ts';
import { createProcessStore } from './process-store.ts';
import { createRootStorage, toStateStorage } from './root-storage.ts';
import { createRouterStore } from './router-store.ts';
import type { SubscribeResize } from './screen-size-store.ts';
import { createScreenSizeStore, watchScreenSize } from './screen-size-store.ts';
import { createSearchStore } from './search-store.ts';
import { createSortingPreferencesStore } from './sorting-preferences-store.ts';
import type { I18nInstance } from './user-store.ts';
import { createUserStore } from './user-store.ts';

// The state every app shares: the api-client and one store per concern, wired together.

/** The client's own settings; the shell adds brand, storage, cookies, clock and the two callbacks. */
export type ShellApiOptions = Omit<
  ApiClientOptions,
  'brand' | 'storage' | 'cookies' | 'now' | 'onLogout' | 'onProcessFailure'
>;

export type ShellStateOptions = {
  api: ShellApiOptions;
  brand: BrandId;
  /** Local storage: the auth session, the consent choice and (unless `persistStorage`) the root state. */
  storage?: KeyValueStorage;
  /** Where the `root` item lives, if not in `storage` (an asynchronous storage, say). */
  persistStorage?: StateStorage;
  cookies?: CookieJar;
  now?: () => number;
  /** Opens a URL of the app (the router's navigate). */
  navigate: (url: string) => void;
  /** Reloads the page (after a cookie choice). */
  reload?: () => void;
  /** The app's i18next instance: sector wording and the translation map are applied to it. */
  i18n?: I18nInstance | null;
  /** The configured language whose translation map is loaded. */
  language?: string | null;
  subscribeResize?: SubscribeResize;
  printView?: boolean;
  cookieNames?: () => readonly string[];
};

/** The parts kept in `root` (§4); process and data (the loading states) never are. */
export const persistedParts = ['user', 'router', 'search', 'sortingPreferences'] as const;

function defaultStorage(): KeyValueStorage {
  return 'localStorage' in globalThis ? createWebStorage() : createMemoryStorage();
}

function defaultCookies(now: () => number): CookieJar {
  return 'document' in globalThis
    ? createDocumentCookieJar(globalThis.document, now)
    : createMemoryCookieJar(now);
}

function reloadPage() {
  globalThis.location?.reload();
}

type Hydrating = {
  persist: { hasHydrated(): boolean; onFinishHydration(listener: () => void): () => void };
};

function hydrated(store: Hydrating): Promise<void> {
  if (store.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}

export function createShellState(options: ShellStateOptions) {
  const now = options.now ?? Date.now;
  const storage = options.storage ?? defaultStorage();
  const cookies = options.cookies ?? defaultCookies(now);
  const i18n = options.i18n ?? null;
  const root = createRootStorage(options.persistStorage ?? toStateStorage(storage));

  const api: ApiClient = createApiClient({
    ...options.api,
    brand: options.brand,
    storage,
    cookies,
    now,
    // The client has already waited 100 ms (§4 system logout) and cleared the auth info.
    onLogout: (event) => void login.getState().logout({ system: event.system }),
    onProcessFailure: (key, error) => process.getState().fail(key, error),
  });

  const process = createProcessStore();
  const router = createRouterStore(root);
  const menus = createMenuStore();
  const screenSize = createScreenSizeStore();
  const sortingPreferences = createSortingPreferencesStore(root);
  const search = createSearchStore({ api, process, root });
  const candidate = createCandidateStore({ api, process, navigate: options.navigate, now });
  const translations: TranslationLoader | null =
    i18n === null
      ? null
      : createTranslationLoader({
          i18n,
          fetchTranslations: () =>
            callRoute(api, fetchTranslationMap, { query: { language: options.language } }),
        });
  const loading = createLoadingStore({ translations });
  const cookieConsent = createCookieConsentStore({
    storage,
    cookies,
    reload: options.reload ?? reloadPage,
    ...(options.cookieNames ? { cookieNames: options.cookieNames } : {}),
    printView: options.printView ?? false,
  });
  const user = createUserStore({
    api,
    process,
    root,
    i18n,
    // §4: a failed user load has cleared the auth info; the login state follows.
    onLoadFailed: () => login.getState().signedOut(),
  });
  const login = createLoginStore({
    api,
    process,
    navigate: options.navigate,
    getLocation: () => router.getState().location,
    onSignedIn: () => user.getState().loadUser(),
    onLoggedOut: () => {
      process.getState().clearAll();
      menus.getState().closeAll();
      user.getState().clear();
      router.getState().clear();
      // Decision: the search and the application belong to the signed-out user's organisation too.
      search.getState().reset();
      candidate.getState().clear();
    },
  });

  const stopResize = options.subscribeResize
    ? watchScreenSize(screenSize, options.subscribeResize)
    : () => {};

  /** Settles once every persisted part is restored from root, or root failed or timed out (§4). */
  const ready = Promise.all([
    root.loaded,
    hydrated(user),
    hydrated(router),
    hydrated(search),
    hydrated(sortingPreferences),
  ]).then(() => undefined);

  return {
    api,
    brand: options.brand,
    login,
    user,
    process,
    search,
    loading,
    router,
    screenSize,
    menus,
    sortingPreferences,
    cookieConsent,
    candidate,
    translations,
    ready,
    /**
     * App start: waits for the persisted state, then fetches the user when signed in (§4 User load); a
     * user kept from an ended session is forgotten. The translation map loads once alongside.
     */
    async start(): Promise<void> {
      await ready;
      const loads: Promise<unknown>[] = [];
      const isLoggedIn = api.session.isLoggedIn();
      login.setState({ isLoggedIn });
      if (isLoggedIn) loads.push(user.getState().loadUser());
      else user.getState().clear();
      if (translations !== null) {
        await translations.configureLanguage(options.language);
        loads.push(loading.getState().loadTranslations());
      }
      await Promise.all(loads);
    },
    /** Stops listening to resizes and cancels pending timers. */
    dispose(): void {
      stopResize();
      login.dispose();
      process.getState().clearAll();
    },
  };
}

export type ShellState = ReturnType<typeof createShellState>;
