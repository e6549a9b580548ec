import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { RootStorage } from './root-storage.ts';

// §3 Router state: the current and the previous location, kept so a logout can return the user there.

export type RouterLocation = {
  readonly pathname: string;
  /** The query string, with or without its '?' ('' when none). */
  readonly search: string;
};

export type RouterState = {
  readonly location: RouterLocation | null;
  readonly previousLocation: RouterLocation | null;
  /** Called by the app's router on every navigation. */
  locationChanged(location: { pathname: string; search?: string | null }): void;
  /** Logout forgets where the user was (§4). */
  clear(): void;
};

export const routerPart = 'router';

function sameLocation(a: RouterLocation | null, b: RouterLocation): boolean {
  return a !== null && a.pathname === b.pathname && a.search === b.search;
}

export function createRouterStore(root: RootStorage) {
  return createStore<RouterState>()(
    persist(
      (set, get) => ({
        location: null,
        previousLocation: null,
        locationChanged({ pathname, search }) {
          const next = { pathname, search: search ?? '' };
          const current = get().location;
          // A re-render reporting the same place must not lose the previous one.
          if (sameLocation(current, next)) return;
          set({ location: next, previousLocation: current });
        },
        clear() {
          set({ location: null, previousLocation: null });
        },
      }),
      {
        name: routerPart,
        storage: root.part(),
        partialize: ({ location, previousLocation }) => ({ location, previousLocation }),
      },
    ),
  );
}

export type RouterStore = ReturnType<typeof createRouterStore>;
