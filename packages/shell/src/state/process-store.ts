import { delays } from '@shortlist/domain/constants';
import type { ProcessKey, SuccessMessageKey } from '@shortlist/domain/messages';
import { isSuccessMessageKey } from '@shortlist/domain/messages';
import type { StoreApi } from 'zustand/vanilla';
import { createStore } from 'zustand/vanilla';
import type { ProcessError } from './process-error.ts';
import { toProcessError } from './process-error.ts';

// §4 Process notifications and §8: one loading/done/error entry per operation, keyed by action name.

export type ProcessStatus = 'loading' | 'done' | 'error';

/** A key of §8 (login, otp, candidate:load, ...) or any other operation the apps perform. */
export type ProcessName = ProcessKey | (string & {});

export type ProcessEntry = {
  readonly status: ProcessStatus;
  /** The key of the success (or info) message to show; the screens translate it. */
  readonly message: SuccessMessageKey | null;
  readonly error: ProcessError | null;
};

export type ProcessOptions = {
  /** How long a finished entry stays, in ms (§9: 5000 by default). */
  timeoutMs?: number;
  /** The message to show when done; by default the §8 success message of the same key, if there is one. */
  message?: SuccessMessageKey | null;
};

export type ProcessState = {
  readonly entries: Readonly<Record<string, ProcessEntry>>;
  start(key: ProcessName, options?: Pick<ProcessOptions, 'message'>): void;
  succeed(key: ProcessName, options?: ProcessOptions): void;
  fail(key: ProcessName, error: unknown, options?: Pick<ProcessOptions, 'timeoutMs'>): void;
  clear(key: ProcessName): void;
  /** Drops every entry and its timer (logout). */
  clearAll(): void;
  /** Runs an operation under `key`: loading, then done or error; rejects with the operation's error. */
  track<T>(key: ProcessName, task: () => Promise<T>, options?: ProcessOptions): Promise<T>;
};

export type ProcessStore = StoreApi<ProcessState>;

function defaultMessage(key: string): SuccessMessageKey | null {
  return isSuccessMessageKey(key) ? key : null;
}

/**
 * Decision: the clearing timer starts when an operation ends (done or error); a loading entry stays until
 * then, so a slow call never looks finished. A new state of the same key replaces the old timer.
 */
export function createProcessStore({
  timeoutMs: defaultTimeoutMs = delays.processMessageTimeout,
}: {
  timeoutMs?: number;
} = {}): ProcessStore {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  function cancelTimer(key: string) {
    const timer = timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(key);
  }

  return createStore<ProcessState>()((set, get) => {
    function put(key: string, entry: ProcessEntry) {
      set((state) => ({ entries: { ...state.entries, [key]: entry } }));
    }

    function scheduleClear(key: string, timeoutMs: number) {
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          get().clear(key);
        }, timeoutMs),
      );
    }

    return {
      entries: {},
      start(key, options = {}) {
        cancelTimer(key);
        put(key, { status: 'loading', message: options.message ?? null, error: null });
      },
      succeed(key, options = {}) {
        cancelTimer(key);
        const message = options.message === undefined ? defaultMessage(key) : options.message;
        put(key, { status: 'done', message, error: null });
        scheduleClear(key, options.timeoutMs ?? defaultTimeoutMs);
      },
      fail(key, error, options = {}) {
        cancelTimer(key);
        put(key, { status: 'error', message: null, error: toProcessError(error) });
        scheduleClear(key, options.timeoutMs ?? defaultTimeoutMs);
      },
      clear(key) {
        cancelTimer(key);
        if (!(key in get().entries)) return;
        set((state) => {
          const { [key]: _removed, ...entries } = state.entries;
          return { entries };
        });
      },
      clearAll() {
        for (const key of [...timers.keys()]) cancelTimer(key);
        set({ entries: {} });
      },
      async track(key, task, options = {}) {
        get().start(key);
        try {
          const result = await task();
          get().succeed(key, options);
          return result;
        } catch (error) {
          get().fail(key, error, options);
          throw error;
        }
      },
    };
  });
}
