import type { KeyValueStorage } from '@shortlist/api-client';
import { createMemoryStorage, createWebStorage } from '@shortlist/api-client';
import type { BrandId } from '@shortlist/domain/brands';
import { resolveBrand } from '@shortlist/domain/brands';
import type { AppResources } from '@shortlist/i18n';
import { createI18n } from '@shortlist/i18n';
import { brandThemeClass } from '@shortlist/ui/theme';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { subscribeWindowResize, watchScreenSize } from '../state/screen-size-store.ts';
import type { ShellApiOptions, ShellState, ShellStateOptions } from '../state/shell-state.ts';
import { createShellState } from '../state/shell-state.ts';
import { readLanguagePreference } from './language-preference.ts';
import type { NavigationBridge } from './navigation-bridge.ts';
import { createNavigationBridge } from './navigation-bridge.ts';
import type { PreloadedReadStore, PreloadedReads } from './preloaded-reads.ts';
import { createPreloadedReadStore, HydratingContext, PreloadedReadContext } from './preloaded-reads.ts';
import type { ShellContextValue } from './shell-context.ts';
import { ShellContext } from './shell-context.ts';

/** The OAuth client of the web apps; a browser client's secret is public by nature (it ships in the bundle). */
export const webApiClient = { clientId: 'shortlist-web', clientSecret: 'shortlist-web-secret' } as const;

/** What tests and tools may set instead of the browser's own storage, cookies, clock and reload. */
export type ShellEnvironment = Pick<
  ShellStateOptions,
  'storage' | 'persistStorage' | 'cookies' | 'now' | 'reload' | 'cookieNames'
>;

export type ShellProviderProps = {
  children: ReactNode;
  /** The app's English namespaces, imported one by one: `{ common, candidate }` in the portal. */
  resources: AppResources;
  /** The brand variant; by default the one the page's host name names. */
  brand?: BrandId;
  /** The API settings; by default the web client on the page's own origin (§7). */
  api?: Partial<ShellApiOptions>;
  /** The configured language; by default the one chosen on the settings page, else English. */
  language?: string | null;
  environment?: ShellEnvironment;
  /** The reads the server made for a page it rendered, shown by the first render (see useLoad's `key`). */
  preloaded?: PreloadedReads | null;
};

type ShellSetup = ShellContextValue & { i18n: I18n; preloaded: PreloadedReadStore };

function pageBrand(): BrandId {
  return resolveBrand(globalThis.location?.hostname ?? '').brandId;
}

// Each shell starts once, even when StrictMode runs the effects twice.
const started = new WeakSet<ShellState>();

function defaultStorage(): KeyValueStorage {
  return 'localStorage' in globalThis ? createWebStorage() : createMemoryStorage();
}

function createShellSetup({
  preloaded,
  resources,
  brand,
  api,
  language,
  environment,
}: Omit<ShellProviderProps, 'children'>): ShellSetup {
  const navigation: NavigationBridge = createNavigationBridge();
  const storage = environment?.storage ?? defaultStorage();
  // English first: the translation map turns it into the configured language once it has loaded.
  const i18n = createI18n({ resources, modules: [initReactI18next] });
  let shell: ShellState | null = null;
  shell = createShellState({
    ...environment,
    storage,
    // Server messages (§8) in the configured language once its translation map has loaded.
    api: { translate: (text) => shell?.translations?.translatePhrase(text) ?? text, ...webApiClient, ...api },
    brand: brand ?? pageBrand(),
    navigate: (url) => navigation.navigate(url),
    i18n,
    language: language ?? readLanguagePreference(storage),
  });
  return { shell, navigation, i18n, storage, preloaded: createPreloadedReadStore(preloaded ?? {}) };
}

/** Builds the shell state and the i18n instance once, provides both, and starts the shell. */
export function ShellProvider({ children, ...options }: ShellProviderProps) {
  const [setup] = useState(() => createShellSetup(options));
  const { shell, i18n } = setup;
  const [hydrating, setHydrating] = useState(Boolean(options.preloaded));

  useEffect(() => setHydrating(false), []);

  useEffect(() => {
    if (started.has(shell)) return;
    started.add(shell);
    void shell.start();
  }, [shell]);

  useEffect(() => {
    if (typeof window === 'undefined') return;
    return watchScreenSize(shell.screenSize, subscribeWindowResize);
  }, [shell]);

  useEffect(() => {
    const classes = brandThemeClass[shell.brand].split(' ');
    document.body.classList.add(...classes);
    return () => document.body.classList.remove(...classes);
  }, [shell.brand]);

  // Cancels a pending logout redirect when the app goes away; the stores stay usable for a StrictMode remount.
  useEffect(() => () => shell.login.dispose(), [shell]);

  return (
    <ShellContext.Provider value={setup}>
      <PreloadedReadContext.Provider value={setup.preloaded}>
        <HydratingContext.Provider value={hydrating}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </HydratingContext.Provider>
      </PreloadedReadContext.Provider>
    </ShellContext.Provider>
  );
}
