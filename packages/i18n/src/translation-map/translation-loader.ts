import { defaultLanguage, shouldApplyTranslations } from '@shortlist/domain/vocabulary';
import type { i18n } from 'i18next';
import type { ResourceTree, TranslationMap } from './build-translated-resources.ts';
import { buildTranslatedResources, parseTranslationMap } from './build-translated-resources.ts';

export const translationLoadStates = ['idle', 'loading', 'success', 'error'] as const;
export type TranslationLoadState = (typeof translationLoadStates)[number];

export type TranslationLoaderOptions = {
  readonly i18n: i18n;
  /** The API's translation call (GET /translation), injected from the api-client: a flat phrase map. */
  readonly fetchTranslations: () => Promise<unknown>;
};

export type TranslationLoader = {
  /** Loads the map once; a call while loading gets the same promise; a failure only ends loading. */
  load(): Promise<void>;
  /** The configured language (blank: none); translations follow once the map has loaded too. */
  configureLanguage(language: string | null | undefined): Promise<void>;
  getState(): TranslationLoadState;
  /** Calls the listener on every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** A free phrase (a server error message) in the configured language; unchanged until translations apply. */
  translatePhrase(phrase: string): string;
};

export function createTranslationLoader({
  i18n,
  fetchTranslations,
}: TranslationLoaderOptions): TranslationLoader {
  let state: TranslationLoadState = 'idle';
  let map: TranslationMap | undefined;
  let inFlight: Promise<void> | undefined;
  let language: string | null = null;
  let appliedLanguage: string | null = null;
  const listeners = new Set<() => void>();

  function setState(next: TranslationLoadState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  // Decision: English is the source the map is keyed by, so a configured 'en' leaves the resources alone.
  function isTranslating(): boolean {
    return (
      shouldApplyTranslations({ language, mapLoaded: map !== undefined }) && language !== defaultLanguage
    );
  }

  function translateNamespace(namespace: string, into: string, phrases: TranslationMap): void {
    const english = i18n.getResourceBundle(defaultLanguage, namespace) as ResourceTree;
    i18n.addResourceBundle(into, namespace, buildTranslatedResources(english, phrases), true, true);
  }

  // The app's namespaces are translated when the map applies; one a lazy screen adds later, as it arrives.
  i18n.store.on('added', (addedLanguage: string, namespace: string) => {
    if (addedLanguage !== defaultLanguage || appliedLanguage === null || map === undefined) return;
    translateNamespace(namespace, appliedLanguage, map);
  });

  async function applyTranslations(): Promise<void> {
    if (!isTranslating() || language === null || map === undefined) {
      if (appliedLanguage !== null) await i18n.changeLanguage(defaultLanguage);
      appliedLanguage = null;
      return;
    }
    for (const namespace of Object.keys(i18n.getDataByLanguage(defaultLanguage) ?? {})) {
      translateNamespace(namespace, language, map);
    }
    appliedLanguage = language;
    await i18n.changeLanguage(language);
  }

  async function fetchAndApply(): Promise<void> {
    setState('loading');
    try {
      map = parseTranslationMap(await fetchTranslations());
    } catch {
      // §4: a failed translation load just ends loading; the screens keep their English text.
      setState('error');
      return;
    }
    await applyTranslations();
    setState('success');
  }

  return {
    load() {
      if (inFlight) return inFlight;
      if (state === 'success') return Promise.resolve();
      inFlight = fetchAndApply().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    configureLanguage(next) {
      language = next?.trim() || null;
      return applyTranslations();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    translatePhrase(phrase) {
      if (!isTranslating() || map === undefined || !Object.hasOwn(map, phrase)) return phrase;
      return map[phrase] || phrase;
    },
  };
}
