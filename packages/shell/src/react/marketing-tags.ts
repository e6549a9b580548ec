import type { MarketingTagKey } from '@shortlist/domain/constants';
import { useEffect } from 'react';
import { useShell, useShellStore } from './shell-context.ts';

// §4 marketing tags: an organisation's tag manager and pixels (its text settings) load only once the visitor
// has accepted cookies; accepting reloads the page (§2), so one check at start-up is enough.

export type MarketingTags = Partial<Record<MarketingTagKey, string>>;

type TagWindow = { dataLayer?: unknown[]; fbq?: ((...args: unknown[]) => void) & { queue?: unknown[][] } };

function addScript(doc: Document, src: string): boolean {
  if (doc.querySelector(`script[data-marketing-tag="${CSS.escape(src)}"]`)) return false;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.marketingTag = src;
  doc.head.append(script);
  return true;
}

/** Google's loader, or the organisation's own (server-side tagging) address, for the container id. */
function tagManagerAddress(tags: MarketingTags): string | null {
  if (!tags.gtmId) return null;
  const base = tags.gtmScriptUrl ?? 'https://www.googletagmanager.com/gtm.js';
  return `${base}${base.includes('?') ? '&' : '?'}id=${encodeURIComponent(tags.gtmId)}`;
}

/** Adds the organisation's tags to the page once each; returns the addresses it added. */
export function loadMarketingTags(tags: MarketingTags, doc: Document = document): string[] {
  const page = (doc.defaultView ?? globalThis) as TagWindow;
  const added: string[] = [];
  const tagManager = tagManagerAddress(tags);
  if (tagManager && addScript(doc, tagManager)) {
    page.dataLayer = Array.isArray(page.dataLayer) ? page.dataLayer : [];
    page.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    added.push(tagManager);
  }
  if (tags.pixelUrl && addScript(doc, tags.pixelUrl)) added.push(tags.pixelUrl);
  const facebook = 'https://connect.facebook.net/en_US/fbevents.js';
  if (tags.facebookPixelId && addScript(doc, facebook)) {
    // Facebook's loader reads calls queued before it arrives.
    const queue: unknown[][] = [];
    const fbq = Object.assign((...args: unknown[]) => void queue.push(args), { queue });
    page.fbq = page.fbq ?? fbq;
    page.fbq('init', tags.facebookPixelId);
    page.fbq('track', 'PageView');
    added.push(facebook);
  }
  return added;
}

/** Loads the tags when cookies are accepted: the signed-in user's organisation's, or those given. */
export function useMarketingTags(tags: MarketingTags | null | undefined): void {
  const { cookieConsent } = useShell();
  const accepted = useShellStore(cookieConsent, (state) => state.accepted);
  const key = JSON.stringify(tags ?? {});
  useEffect(() => {
    if (accepted === true) loadMarketingTags(JSON.parse(key) as MarketingTags);
  }, [accepted, key]);
}
