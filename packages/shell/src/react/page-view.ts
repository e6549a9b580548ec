// §2 page views and §4 marketing tags: the tag manager's data layer hears about a page only once the
// visitor has accepted cookies; before a choice, or after a refusal, nothing is pushed.

export type PageViewEvent = { readonly event: 'pageview'; readonly page: string };

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes a page view to `window.dataLayer` when consent is stored as accepted; returns whether it did. */
export function reportPageView(path: string, consent: boolean | null): boolean {
  if (consent !== true) return false;
  const page = globalThis as DataLayerWindow;
  if (!Array.isArray(page.dataLayer)) page.dataLayer = [];
  const event: PageViewEvent = { event: 'pageview', page: path };
  page.dataLayer.push(event);
  return true;
}
