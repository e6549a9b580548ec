import { describe, expect, it, vi } from 'vitest';
import { createSortingPreferencesStore, sortedLists } from './sorting-preferences-store.ts';
import { createLoadedRoot, readRoot } from './test-support.ts';

describe('createSortingPreferencesStore', () => {
  it('covers the six lists of §2', () => {
    expect(sortedLists).toEqual([
      'live-roles',
      'settings-roles',
      'settings-templates',
      'settings-communication-templates',
      'groups',
      'events',
    ]);
  });

  it('keeps one sort per list and forgets it on request', async () => {
    const { root } = await createLoadedRoot();
    const store = createSortingPreferencesStore(root);
    store.getState().setSort('groups', { field: 'name', direction: 'asc' });
    store.getState().setSort('events', { field: 'eventEndDate', direction: 'desc' });
    store.getState().clearSort('groups');
    expect(store.getState().sorts).toEqual({ events: { field: 'eventEndDate', direction: 'desc' } });
  });

  it('is kept in root and restored on the next start', async () => {
    const first = await createLoadedRoot();
    createSortingPreferencesStore(first.root)
      .getState()
      .setSort('live-roles', { field: 'name', direction: 'asc' });
    const saved = await readRoot(first.storage, 'sortingPreferences');

    const second = await createLoadedRoot({ sortingPreferences: { state: saved, version: 0 } });
    const restored = createSortingPreferencesStore(second.root);
    await vi.waitFor(() => expect(restored.persist.hasHydrated()).toBe(true));
    expect(restored.getState().sorts['live-roles']).toEqual({ field: 'name', direction: 'asc' });
  });
});
