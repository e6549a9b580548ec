import type { CookieJar, KeyValueStorage } from '@shortlist/api-client';
import { cookies as cookieConstants, isAnalyticsCookie } from '@shortlist/domain/constants';
import type { StoreApi } from 'zustand/vanilla';
import { createStore } from 'zustand/vanilla';

// §2 and §4 cookie consent: the choice lives in local storage under cookiesAccepted (true or false).

export type CookieConsentState = {
  /** The stored choice: accepted, refused, or null when the visitor has not chosen yet. */
  readonly accepted: boolean | null;
  readonly dialogOpen: boolean;
  /** The analytics switch of the manage dialog (off by default). */
  readonly analytics: boolean;
  /** A print view never shows the banner. */
  readonly printView: boolean;
  /** Stores true and reloads the page. */
  acceptAll(): void;
  /** Stores false, clears the analytics cookies and reloads the page. */
  rejectAll(): void;
  /** Opens the manage dialog (the banner hides while it is open). */
  manage(): void;
  /** Closes the dialog; the banner shows again while no choice is stored. */
  closeDialog(): void;
  setAnalytics(on: boolean): void;
  /** 'Save preferences and close': accepts all if analytics is on, otherwise rejects all. */
  savePreferences(): void;
  setPrintView(printView: boolean): void;
};

export type CookieConsentStore = StoreApi<CookieConsentState>;

export type CookieConsentOptions = {
  /** Local storage (the api-client's KeyValueStorage). */
  storage: KeyValueStorage;
  cookies: CookieJar;
  /** Reloads the page so tags start or stop with the new choice. */
  reload: () => void;
  /** The names of the page's cookies, to find `_ga_*`; document.cookie's names in a browser. */
  cookieNames?: () => readonly string[];
  printView?: boolean;
};

/** The banner shows while no choice is stored, no dialog is open and the page is not a print view. */
export function selectConsentBannerShown(state: CookieConsentState): boolean {
  return state.accepted === null && !state.dialogOpen && !state.printView;
}

export function readConsent(storage: KeyValueStorage): boolean | null {
  const value = storage.get(cookieConstants.consentStorageKey);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** The cookie names `document.cookie` shows; none outside a browser. */
export function readDocumentCookieNames(): string[] {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  if (typeof doc?.cookie !== 'string') return [];
  return doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/** The analytics cookies of §4 (_ga, _gid, _gat, _ga_*), the fixed names always included. */
function analyticsCookieNames(names: readonly string[]): string[] {
  const fixed = cookieConstants.analyticsCookiePatterns.filter((pattern) => !pattern.endsWith('*'));
  return [...new Set([...fixed, ...names])].filter(isAnalyticsCookie);
}

export function createCookieConsentStore(options: CookieConsentOptions): CookieConsentStore {
  const cookieNames = options.cookieNames ?? readDocumentCookieNames;

  return createStore<CookieConsentState>()((set, get) => {
    function choose(accepted: boolean) {
      options.storage.set(cookieConstants.consentStorageKey, String(accepted));
      if (!accepted) {
        for (const name of analyticsCookieNames(cookieNames())) options.cookies.remove(name);
      }
      set({ accepted, dialogOpen: false });
      options.reload();
    }

    return {
      accepted: readConsent(options.storage),
      dialogOpen: false,
      analytics: false,
      printView: options.printView ?? false,
      acceptAll: () => choose(true),
      rejectAll: () => choose(false),
      manage() {
        set({ dialogOpen: true });
      },
      closeDialog() {
        set({ dialogOpen: false });
      },
      setAnalytics(on) {
        set({ analytics: on });
      },
      savePreferences() {
        choose(get().analytics);
      },
      setPrintView(printView) {
        set({ printView });
      },
    };
  });
}
