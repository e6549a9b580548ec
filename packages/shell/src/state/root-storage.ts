import type { KeyValueStorage } from '@shortlist/api-client';
import { persistence } from '@shortlist/domain/constants';
import type { PersistStorage, StateStorage, StorageValue } from 'zustand/middleware';

// §4 Persistence: the session state of every persisted store lives in one browser-storage item, `root`,
// as `{ "<part>": { state, version } }`; the process and data parts never go in.

export type RootStorageOptions = {
  /** The storage item (§4: 'root'). */
  key?: string;
  /** How long loading may take before the app starts with defaults (§9: 5000 ms). */
  timeoutMs?: number;
};

export interface RootStorage {
  /** Settles once the stored root has been read, failed or timed out: never rejects. */
  readonly loaded: Promise<void>;
  /** The zustand persist storage of one part; the part's persist `name` is its key inside root. */
  part<State>(): PersistStorage<State>;
}

type Root = Record<string, StorageValue<unknown>>;

/** The KeyValueStorage the api-client uses (localStorage in browsers) as a zustand StateStorage. */
export function toStateStorage(storage: KeyValueStorage): StateStorage {
  return {
    getItem: (name) => storage.get(name),
    setItem: (name, value) => storage.set(name, value),
    removeItem: (name) => storage.remove(name),
  };
}

function parseRoot(text: string | null): Root {
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Root) : {};
  } catch {
    // Another version's format or a hand edit: start with defaults.
    return {};
  }
}

/** Resolves with the value, or with `fallback` when the promise fails or takes longer than `ms`. */
function settleWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/**
 * One `root` item shared by the persisted stores. A failure to load or a time-out is tolerated: the stores
 * keep their defaults (§4). Writes wait for the load, so an early write cannot wipe parts not yet read.
 * Decision: a storage that refuses a write is ignored; the state lives on for this page.
 */
export function createRootStorage(storage: StateStorage, options: RootStorageOptions = {}): RootStorage {
  const key = options.key ?? persistence.storageKey;
  const timeoutMs = options.timeoutMs ?? persistence.timeoutMs;
  let root: Root = {};
  let writes = Promise.resolve();

  const read = (async () => parseRoot(await storage.getItem(key)))();
  const loaded = settleWithin(read, timeoutMs, {} as Root).then((value) => {
    root = value;
  });

  function write(): Promise<void> {
    const text = JSON.stringify(root);
    writes = writes
      .then(() => storage.setItem(key, text))
      .then(
        () => undefined,
        () => undefined,
      );
    return writes;
  }

  return {
    loaded,
    part<State>(): PersistStorage<State> {
      return {
        async getItem(name) {
          await loaded;
          return (root[name] as StorageValue<State> | undefined) ?? null;
        },
        async setItem(name, value) {
          await loaded;
          root = { ...root, [name]: value };
          await write();
        },
        async removeItem(name) {
          await loaded;
          const { [name]: _removed, ...rest } = root;
          root = rest;
          await write();
        },
      };
    },
  };
}
