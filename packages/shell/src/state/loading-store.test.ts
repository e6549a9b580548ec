import { ApiError } from '@shortlist/api-client';
import { createI18n, createTranslationLoader } from '@shortlist/i18n';
import { en } from '@shortlist/i18n/resources';
import { describe, expect, it, vi } from 'vitest';
import { createLoadingStore } from './loading-store.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('createLoadingStore', () => {
  it('starts with roles loading and every other part idle', () => {
    expect(createLoadingStore().getState().status).toEqual({
      data: 'idle',
      organization: 'idle',
      roles: 'loading',
      events: 'idle',
      translations: 'idle',
    });
  });

  it.each(['data', 'organization', 'roles', 'events'] as const)(
    'takes %s through loading to success, or to its error state on failure',
    async (part) => {
      const store = createLoadingStore();
      const load = deferred<string>();
      const tracked = store.getState().track(part, () => load.promise);
      expect(store.getState().status[part]).toBe('loading');
      load.resolve('ok');
      await expect(tracked).resolves.toBe('ok');
      expect(store.getState().status[part]).toBe('success');

      await store.getState().track(part, async () => {
        throw new ApiError({ status: 404, code: 'not_found', message: 'Role not found.' });
      });
      expect(store.getState().status[part]).toBe('error');
      expect(store.getState().errors[part]?.message).toBe('Role not found.');
    },
  );

  it('forgets a part error when the part loads again', () => {
    const store = createLoadingStore();
    store.getState().fail('events', new Error('x'));
    store.getState().start('events');
    expect(store.getState().errors.events).toBeUndefined();
  });

  it('loads the translation map once, skipping a call made while it loads', async () => {
    const i18n = createI18n({ resources: en });
    const map = deferred<unknown>();
    const fetchTranslations = vi.fn(() => map.promise);
    const store = createLoadingStore({ translations: createTranslationLoader({ i18n, fetchTranslations }) });

    const first = store.getState().loadTranslations();
    expect(store.getState().status.translations).toBe('loading');
    const second = store.getState().loadTranslations();
    map.resolve({ 'Sign in': 'Mewngofnodi' });
    await Promise.all([first, second]);
    expect(store.getState().status.translations).toBe('success');
    await store.getState().loadTranslations();
    expect(fetchTranslations).toHaveBeenCalledOnce();
  });

  it('just ends loading when the translation map fails to load', async () => {
    const i18n = createI18n({ resources: en });
    const fetchTranslations = vi.fn(async () => {
      throw new Error('offline');
    });
    const store = createLoadingStore({ translations: createTranslationLoader({ i18n, fetchTranslations }) });
    await expect(store.getState().loadTranslations()).resolves.toBeUndefined();
    expect(store.getState().status.translations).toBe('idle');
    expect(store.getState().errors).toEqual({});
  });

  it('does nothing for translations when the app has no i18n', async () => {
    const store = createLoadingStore();
    await store.getState().loadTranslations();
    expect(store.getState().status.translations).toBe('idle');
  });
});
