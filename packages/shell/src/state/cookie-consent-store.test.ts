import { createMemoryCookieJar, createMemoryStorage } from '@shortlist/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCookieConsentStore,
  readDocumentCookieNames,
  selectConsentBannerShown,
} from './cookie-consent-store.ts';

function setUp(stored?: string, cookieNames: string[] = []) {
  const storage = createMemoryStorage(stored === undefined ? {} : { cookiesAccepted: stored });
  const cookies = createMemoryCookieJar();
  for (const name of cookieNames) cookies.set(name, 'x', 365);
  const reload = vi.fn();
  const store = createCookieConsentStore({ storage, cookies, reload, cookieNames: () => cookieNames });
  return { storage, cookies, reload, store };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createCookieConsentStore', () => {
  it('reads the stored choice: true, false or absent', () => {
    expect(setUp('true').store.getState().accepted).toBe(true);
    expect(setUp('false').store.getState().accepted).toBe(false);
    expect(setUp().store.getState().accepted).toBeNull();
    expect(setUp('maybe').store.getState().accepted).toBeNull();
  });

  it('shows the banner only while no choice is stored and the page is not a print view', () => {
    expect(selectConsentBannerShown(setUp().store.getState())).toBe(true);
    expect(selectConsentBannerShown(setUp('true').store.getState())).toBe(false);
    expect(selectConsentBannerShown(setUp('false').store.getState())).toBe(false);
    const { store } = setUp();
    store.getState().setPrintView(true);
    expect(selectConsentBannerShown(store.getState())).toBe(false);
  });

  it('stores true and reloads on accept', () => {
    const { store, storage, reload } = setUp();
    store.getState().acceptAll();
    expect(storage.get('cookiesAccepted')).toBe('true');
    expect(store.getState().accepted).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stores false, clears the analytics cookies and reloads on reject', () => {
    const { store, storage, cookies, reload } = setUp(undefined, [
      '_ga',
      '_ga_ABC123',
      '_gid',
      '_gat',
      'session',
    ]);
    store.getState().rejectAll();
    expect(storage.get('cookiesAccepted')).toBe('false');
    expect(['_ga', '_ga_ABC123', '_gid', '_gat'].map((name) => cookies.get(name))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(cookies.get('session')).toBe('x');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('hides the banner while the manage dialog is open and shows it again when closed', () => {
    const { store } = setUp();
    store.getState().manage();
    expect(store.getState().dialogOpen).toBe(true);
    expect(selectConsentBannerShown(store.getState())).toBe(false);
    store.getState().closeDialog();
    expect(selectConsentBannerShown(store.getState())).toBe(true);
  });

  it('starts the analytics switch off; saving with it off rejects all', () => {
    const { store, storage, reload } = setUp();
    store.getState().manage();
    expect(store.getState().analytics).toBe(false);
    store.getState().savePreferences();
    expect(storage.get('cookiesAccepted')).toBe('false');
    expect(store.getState().dialogOpen).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('saving with analytics on accepts all', () => {
    const { store, storage } = setUp();
    store.getState().manage();
    store.getState().setAnalytics(true);
    store.getState().savePreferences();
    expect(storage.get('cookiesAccepted')).toBe('true');
  });

  it("clears the fixed analytics names even when the page's cookie names are unknown", () => {
    const storage = createMemoryStorage();
    const cookies = createMemoryCookieJar();
    cookies.set('_ga', '1', 365);
    const store = createCookieConsentStore({ storage, cookies, reload: () => {}, cookieNames: () => [] });
    store.getState().rejectAll();
    expect(cookies.get('_ga')).toBeNull();
  });
});

describe('readDocumentCookieNames', () => {
  it('lists the names in document.cookie, and none where there is no document', () => {
    expect(readDocumentCookieNames()).toEqual([]);
    vi.stubGlobal('document', { cookie: '_ga=GA1.1; _ga_XYZ=GS1; XSRF-TOKEN=abc' });
    expect(readDocumentCookieNames()).toEqual(['_ga', '_ga_XYZ', 'XSRF-TOKEN']);
  });
});
