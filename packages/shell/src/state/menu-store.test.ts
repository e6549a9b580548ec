import { describe, expect, it } from 'vitest';
import { createMenuStore } from './menu-store.ts';

describe('createMenuStore', () => {
  it('keeps only one of the profile, account and user menus open', () => {
    const store = createMenuStore();
    store.getState().open('profile');
    store.getState().open('account');
    expect(store.getState().openMenu).toBe('account');
    store.getState().toggle('user');
    expect(store.getState().openMenu).toBe('user');
  });

  it('closes a menu only if it is the open one', () => {
    const store = createMenuStore();
    store.getState().open('user');
    store.getState().close('profile');
    expect(store.getState().openMenu).toBe('user');
    store.getState().close('user');
    expect(store.getState().openMenu).toBeNull();
  });

  it('toggles the open menu shut, and closes all at once', () => {
    const store = createMenuStore();
    store.getState().toggle('profile');
    store.getState().toggle('profile');
    expect(store.getState().openMenu).toBeNull();
    store.getState().open('account');
    store.getState().closeAll();
    expect(store.getState().openMenu).toBeNull();
  });
});
