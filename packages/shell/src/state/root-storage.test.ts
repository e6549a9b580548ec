import { createMemoryStorage } from '@shortlist/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { createRootStorage, toStateStorage } from './root-storage.ts';

type Counter = { count: number; note: string; bump(): void };

function createCounter(storage: StateStorage, name = 'counter') {
  const root = createRootStorage(storage);
  const store = createStore<Counter>()(
    persist(
      (set) => ({ count: 0, note: 'draft', bump: () => set((state) => ({ count: state.count + 1 })) }),
      { name, storage: root.part(), partialize: (state) => ({ count: state.count }) },
    ),
  );
  return { root, store };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createRootStorage', () => {
  it("keeps each part's chosen fields inside the one 'root' item", async () => {
    const storage = createMemoryStorage();
    const { root, store } = createCounter(toStateStorage(storage));
    await root.loaded;
    store.getState().bump();
    await vi.waitFor(() => expect(storage.get('root')).not.toBeNull());
    expect(JSON.parse(storage.get('root') ?? '')).toEqual({ counter: { state: { count: 1 }, version: 0 } });
  });

  it('restores a part from root and leaves the other parts there untouched', async () => {
    const storage = createMemoryStorage({
      root: JSON.stringify({ counter: { state: { count: 7 }, version: 0 }, other: { state: { a: 1 } } }),
    });
    const { root, store } = createCounter(toStateStorage(storage));
    await root.loaded;
    await vi.waitFor(() => expect(store.persist.hasHydrated()).toBe(true));
    expect(store.getState().count).toBe(7);
    store.getState().bump();
    await vi.waitFor(() =>
      expect(JSON.parse(storage.get('root') ?? '')).toEqual({
        counter: { state: { count: 8 }, version: 0 },
        other: { state: { a: 1 } },
      }),
    );
  });

  it('starts with defaults when the stored root cannot be read', async () => {
    const failing: StateStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    const { root, store } = createCounter(failing);
    await root.loaded;
    await vi.waitFor(() => expect(store.persist.hasHydrated()).toBe(true));
    expect(store.getState().count).toBe(0);
  });

  it('starts with defaults when the stored root is not JSON', async () => {
    const { root, store } = createCounter(toStateStorage(createMemoryStorage({ root: '{oops' })));
    await root.loaded;
    await vi.waitFor(() => expect(store.persist.hasHydrated()).toBe(true));
    expect(store.getState().count).toBe(0);
  });

  it('gives up waiting after 5000 ms and starts with defaults', async () => {
    const never: StateStorage = {
      getItem: () => new Promise<string | null>(() => {}),
      setItem: vi.fn(),
      removeItem: () => {},
    };
    const { root, store } = createCounter(never);
    let loaded = false;
    void root.loaded.then(() => {
      loaded = true;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(loaded).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded).toBe(true);
    await vi.waitFor(() => expect(store.persist.hasHydrated()).toBe(true));
    expect(store.getState().count).toBe(0);
  });

  it('waits for a slow but timely storage', async () => {
    const slow: StateStorage = {
      getItem: () =>
        new Promise((resolve) =>
          setTimeout(() => resolve(JSON.stringify({ counter: { state: { count: 3 }, version: 0 } })), 4000),
        ),
      setItem: () => {},
      removeItem: () => {},
    };
    const { store } = createCounter(slow);
    await vi.advanceTimersByTimeAsync(4000);
    await vi.waitFor(() => expect(store.persist.hasHydrated()).toBe(true));
    expect(store.getState().count).toBe(3);
  });

  it('does not let a write made before the load finishes wipe the stored parts', async () => {
    let release: (text: string) => void = () => {};
    const written: string[] = [];
    const storage: StateStorage = {
      getItem: () => new Promise<string>((resolve) => (release = resolve)),
      setItem: (_name, value) => {
        written.push(value);
      },
      removeItem: () => {},
    };
    const root = createRootStorage(storage);
    const other = root.part<{ count: number }>();
    void other.setItem('counter', { state: { count: 1 }, version: 0 });
    release(JSON.stringify({ user: { state: { id: 5 }, version: 0 } }));
    await root.loaded;
    await vi.waitFor(() => expect(written).toHaveLength(1));
    expect(JSON.parse(written[0] ?? '')).toEqual({
      user: { state: { id: 5 }, version: 0 },
      counter: { state: { count: 1 }, version: 0 },
    });
  });
});
