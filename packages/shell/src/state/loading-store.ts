import type { TranslationLoader } from '@shortlist/i18n';
import type { StoreApi } from 'zustand/vanilla';
import { createStore } from 'zustand/vanilla';
import type { ProcessError } from './process-error.ts';
import { toProcessError } from './process-error.ts';

// §4 Loading states for data, organisation, roles, events and translations; §8: a failed data,
// organisation, role or event load sets its error state. This is the 'data' part: never persisted.

export const loadingParts = ['data', 'organization', 'roles', 'events', 'translations'] as const;
export type LoadingPart = (typeof loadingParts)[number];
/** The parts an app loads itself; translations follow the i18n translation loader. */
export type TrackedPart = Exclude<LoadingPart, 'translations'>;

export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

export type LoadingState = {
  readonly status: Readonly<Record<LoadingPart, LoadStatus>>;
  readonly errors: Readonly<Partial<Record<TrackedPart, ProcessError>>>;
  start(part: TrackedPart): void;
  succeed(part: TrackedPart): void;
  fail(part: TrackedPart, error: unknown): void;
  /** Runs a load under `part`: loading, then success or error; resolves with the result, or null on error. */
  track<T>(part: TrackedPart, task: () => Promise<T>): Promise<T | null>;
  /** Loads the translation map once; a call while it loads is skipped; a failure just ends loading. */
  loadTranslations(): Promise<void>;
};

export type LoadingStore = StoreApi<LoadingState>;

/** §4: roles start in loading; the other parts start idle. */
export const initialLoadStatus: Readonly<Record<LoadingPart, LoadStatus>> = {
  data: 'idle',
  organization: 'idle',
  roles: 'loading',
  events: 'idle',
  translations: 'idle',
};

/**
 * The loader's state as a load status. Decision: a failed translation load reads as idle, not error: it
 * only ends loading (§4), the screens keep English, and a later call may try again.
 */
function translationStatus(loader: TranslationLoader | null): LoadStatus {
  const state = loader?.getState() ?? 'idle';
  return state === 'error' ? 'idle' : state;
}

export function createLoadingStore({
  translations = null,
}: {
  translations?: TranslationLoader | null;
} = {}) {
  const store = createStore<LoadingState>()((set, get) => {
    function setStatus(part: LoadingPart, status: LoadStatus) {
      set((state) => ({ status: { ...state.status, [part]: status } }));
    }

    function dropError(part: TrackedPart) {
      const { [part]: _removed, ...errors } = get().errors;
      return errors;
    }

    return {
      status: { ...initialLoadStatus, translations: translationStatus(translations) },
      errors: {},
      start(part) {
        set({ errors: dropError(part) });
        setStatus(part, 'loading');
      },
      succeed(part) {
        set({ errors: dropError(part) });
        setStatus(part, 'success');
      },
      fail(part, error) {
        set((state) => ({ errors: { ...state.errors, [part]: toProcessError(error) } }));
        setStatus(part, 'error');
      },
      async track(part, task) {
        get().start(part);
        try {
          const result = await task();
          get().succeed(part);
          return result;
        } catch (error) {
          get().fail(part, error);
          return null;
        }
      },
      async loadTranslations() {
        // The loader itself loads once and shares a running load; the store only mirrors its state.
        await translations?.load();
      },
    };
  });
  translations?.subscribe(() => {
    const status = translationStatus(translations);
    if (store.getState().status.translations !== status) {
      store.setState((state) => ({ status: { ...state.status, translations: status } }));
    }
  });
  return store;
}
