import { createMemoryStorage } from '@shortlist/api-client';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMarketingTags, useMarketingTags } from './marketing-tags.ts';
import { renderApp } from './test-support.tsx';

function CareersPage() {
  useMarketingTags({ gtmId: 'GTM-CAREERS' });
  return <p>Careers</p>;
}

function storageWithConsent(choice: string | null) {
  const storage = createMemoryStorage();
  if (choice !== null) storage.set('cookiesAccepted', choice);
  return storage;
}

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  for (const script of document.head.querySelectorAll('script[data-marketing-tag]')) script.remove();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('loadMarketingTags', () => {
  it("adds Google's tag manager for the container once, with its start event", () => {
    expect(loadMarketingTags({ gtmId: 'GTM-AB12' })).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12',
    ]);
    expect(loadMarketingTags({ gtmId: 'GTM-AB12' })).toEqual([]);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12']);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({ event: 'gtm.js' }),
    ]);
  });

  it("loads the container from the organisation's own tagging address and adds its pixel", () => {
    loadMarketingTags({
      gtmId: 'GTM-AB12',
      gtmScriptUrl: 'https://tags.hartwell.test/gtm.js',
      pixelUrl: 'https://pixel.example.com/p.js',
    });
    expect(scripts()).toEqual([
      'https://tags.hartwell.test/gtm.js?id=GTM-AB12',
      'https://pixel.example.com/p.js',
    ]);
  });

  it('adds nothing without tag ids', () => {
    expect(loadMarketingTags({})).toEqual([]);
    expect(scripts()).toEqual([]);
  });
});

describe('useMarketingTags', () => {
  it('loads the tags only once the visitor has accepted cookies', async () => {
    for (const choice of [null, 'false']) {
      const view = renderApp({
        routes: [{ path: '/roles', element: <CareersPage /> }],
        path: '/roles',
        storage: storageWithConsent(choice),
      });
      await screen.findByText('Careers');
      expect(scripts()).toEqual([]);
      view.unmount();
    }
    renderApp({
      routes: [{ path: '/roles', element: <CareersPage /> }],
      path: '/roles',
      storage: storageWithConsent('true'),
    });
    await screen.findByText('Careers');
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-CAREERS']);
  });
});
