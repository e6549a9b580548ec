/** Persistent string storage for the auth session; `localStorage` in browsers, memory in tests. */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}

/**
 * Web Storage (`localStorage` by default). Decision: a storage that throws (private browsing, quota, disabled
 * cookies) reads as empty and drops writes, so the app keeps working for this page's lifetime.
 */
export function createWebStorage(storage: Storage = globalThis.localStorage): KeyValueStorage {
  return {
    get(key) {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage.setItem(key, value);
      } catch {
        // Nothing to do: the value lives only as long as the page.
      }
    },
    remove(key) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to do.
      }
    },
  };
}
