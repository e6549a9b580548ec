import { describe, expect, it } from 'vitest';
import { createI18n } from '../create-i18n.ts';
import { en } from '../resources/en/index.ts';
import type { TranslationLoadState } from './translation-loader.ts';
import { createTranslationLoader } from './translation-loader.ts';

const welsh = {
  'Sign in': 'Mewngofnodi',
  Save: 'Cadw',
  'Some error happened. Please try again later.': 'Gwall.',
};

function deferred<Value>() {
  let resolve: (value: Value) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<Value>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

function setUp(fetchTranslations: () => Promise<unknown>) {
  const i18n = createI18n({ resources: en });
  const loader = createTranslationLoader({ i18n, fetchTranslations });
  const states: TranslationLoadState[] = [];
  loader.subscribe(() => states.push(loader.getState()));
  return { i18n, loader, states };
}

describe('createTranslationLoader', () => {
  it('starts idle and goes through loading to success', async () => {
    const { loader, states } = setUp(async () => welsh);
    expect(loader.getState()).toBe('idle');
    await loader.load();
    expect(states).toEqual(['loading', 'success']);
  });

  it('skips a second load while the first is in flight', async () => {
    const answer = deferred<unknown>();
    let calls = 0;
    const { loader } = setUp(() => {
      calls += 1;
      return answer.promise;
    });
    const first = loader.load();
    const second = loader.load();
    expect(second).toBe(first);
    answer.resolve(welsh);
    await Promise.all([first, second]);
    expect(calls).toBe(1);
  });

  it('loads the map once', async () => {
    let calls = 0;
    const { loader } = setUp(async () => {
      calls += 1;
      return welsh;
    });
    await loader.load();
    await loader.load();
    expect(calls).toBe(1);
  });

  it('ends loading on a failure without throwing, keeps English, and tries again on the next load', async () => {
    let fail = true;
    const { i18n, loader, states } = setUp(async () => {
      if (fail) throw new Error('network');
      return welsh;
    });
    await loader.configureLanguage('cy');
    await expect(loader.load()).resolves.toBeUndefined();
    expect(states).toEqual(['loading', 'error']);
    expect(i18n.t('auth.signIn')).toBe('Sign in');
    fail = false;
    await loader.load();
    expect(loader.getState()).toBe('success');
    expect(i18n.t('auth.signIn')).toBe('Mewngofnodi');
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const { loader } = setUp(async () => welsh);
    const seen: TranslationLoadState[] = [];
    const unsubscribe = loader.subscribe(() => seen.push(loader.getState()));
    unsubscribe();
    await loader.load();
    expect(seen).toEqual([]);
  });

  it('leaves the texts in English while no language is configured', async () => {
    const { i18n, loader } = setUp(async () => welsh);
    await loader.load();
    await loader.configureLanguage('  ');
    expect(i18n.language).toBe('en');
    expect(i18n.t('actions.save')).toBe('Save');
  });

  it('does not rewrite English when the configured language is English', async () => {
    const { i18n, loader } = setUp(async () => ({ Save: 'Keep' }));
    await loader.configureLanguage('en');
    await loader.load();
    expect(i18n.t('actions.save')).toBe('Save');
    expect(loader.translatePhrase('Save')).toBe('Save');
  });

  it('returns to English when the language is cleared', async () => {
    const { i18n, loader } = setUp(async () => welsh);
    await loader.configureLanguage('cy');
    await loader.load();
    await loader.configureLanguage(null);
    expect(i18n.language).toBe('en');
    expect(i18n.t('auth.signIn')).toBe('Sign in');
  });

  it('translates free phrases such as server errors only once translations apply', async () => {
    const { loader } = setUp(async () => welsh);
    const message = 'Some error happened. Please try again later.';
    await loader.configureLanguage('cy');
    expect(loader.translatePhrase(message)).toBe(message);
    await loader.load();
    expect(loader.translatePhrase(message)).toBe('Gwall.');
    expect(loader.translatePhrase('Not in the map')).toBe('Not in the map');
  });

  it('ignores entries of the answer that are not phrases', async () => {
    const { i18n, loader } = setUp(async () => ({ 'Sign in': 42, Save: 'Cadw' }));
    await loader.configureLanguage('cy');
    await loader.load();
    expect(i18n.t('auth.signIn')).toBe('Sign in');
    expect(i18n.t('actions.save')).toBe('Cadw');
  });
});
