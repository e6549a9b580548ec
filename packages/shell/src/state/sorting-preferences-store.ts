import type { SortDirection } from '@shortlist/domain/enums';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { RootStorage } from './root-storage.ts';

// §2: the sort a user chose is kept for the live roles, settings roles, settings templates, settings
// communication templates, groups and events lists.

export const sortedLists = [
  'live-roles',
  'settings-roles',
  'settings-templates',
  'settings-communication-templates',
  'groups',
  'events',
] as const;
export type SortedList = (typeof sortedLists)[number];

export type SortOrder = { readonly field: string; readonly direction: SortDirection };

export type SortingPreferencesState = {
  readonly sorts: Readonly<Partial<Record<SortedList, SortOrder>>>;
  setSort(list: SortedList, sort: SortOrder): void;
  /** Back to the list's own default order. */
  clearSort(list: SortedList): void;
};

export const sortingPreferencesPart = 'sortingPreferences';

/** Decision: a preference of this device, so it outlives logout (it names no one's data). */
export function createSortingPreferencesStore(root: RootStorage) {
  return createStore<SortingPreferencesState>()(
    persist(
      (set) => ({
        sorts: {},
        setSort(list, sort) {
          set((state) => ({
            sorts: { ...state.sorts, [list]: { field: sort.field, direction: sort.direction } },
          }));
        },
        clearSort(list) {
          set((state) => {
            const { [list]: _removed, ...sorts } = state.sorts;
            return { sorts };
          });
        },
      }),
      { name: sortingPreferencesPart, storage: root.part(), partialize: ({ sorts }) => ({ sorts }) },
    ),
  );
}

export type SortingPreferencesStore = ReturnType<typeof createSortingPreferencesStore>;
