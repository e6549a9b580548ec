import { describe, expect, it, vi } from 'vitest';
import { createRouterStore } from './router-store.ts';
import { createLoadedRoot, readRoot } from './test-support.ts';

describe('createRouterStore', () => {
  it('keeps the current and the previous location', async () => {
    const { root } = await createLoadedRoot();
    const store = createRouterStore(root);
    store.getState().locationChanged({ pathname: '/roles' });
    store.getState().locationChanged({ pathname: '/manager/search', search: '?stage=3' });
    expect(store.getState().location).toEqual({ pathname: '/manager/search', search: '?stage=3' });
    expect(store.getState().previousLocation).toEqual({ pathname: '/roles', search: '' });
  });

  it('keeps the previous location when the same place is reported again', async () => {
    const { root } = await createLoadedRoot();
    const store = createRouterStore(root);
    store.getState().locationChanged({ pathname: '/roles' });
    store.getState().locationChanged({ pathname: '/events' });
    store.getState().locationChanged({ pathname: '/events' });
    expect(store.getState().previousLocation?.pathname).toBe('/roles');
  });

  it('is kept in root and restored on the next start', async () => {
    const first = await createLoadedRoot();
    createRouterStore(first.root).getState().locationChanged({ pathname: '/profile' });
    const saved = await readRoot(first.storage, 'router');
    expect(saved).toEqual({ location: { pathname: '/profile', search: '' }, previousLocation: null });

    const second = await createLoadedRoot({ router: { state: saved, version: 0 } });
    const restored = createRouterStore(second.root);
    await vi.waitFor(() => expect(restored.persist.hasHydrated()).toBe(true));
    expect(restored.getState().location?.pathname).toBe('/profile');
  });

  it('forgets both locations when cleared', async () => {
    const { root } = await createLoadedRoot();
    const store = createRouterStore(root);
    store.getState().locationChanged({ pathname: '/a' });
    store.getState().locationChanged({ pathname: '/b' });
    store.getState().clear();
    expect(store.getState()).toMatchObject({ location: null, previousLocation: null });
  });
});
