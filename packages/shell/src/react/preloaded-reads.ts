import { createContext, useContext } from 'react';
import type { ProcessError } from '../state/process-error.ts';

// What the server read for a page it rendered (the careers pages, issue 19), keyed by the read's name, so the
// first render in the browser shows the same data as the HTML it takes over, without asking again.

/** How a read the server made ended: its reply, or the failure the page shows (a role that does not exist). */
export type PreloadedRead = { data: unknown } | { error: ProcessError };

/** The reads the server made for this page, by key. */
export type PreloadedReads = Record<string, PreloadedRead>;

export type PreloadedReadStore = {
  /** How the read ended, if the server made it. */
  peek(key: string): PreloadedRead | undefined;
  /** Forgets every read once the visitor moves to another page, so a later visit reads afresh. */
  clear(): void;
};

export function createPreloadedReadStore(reads: PreloadedReads = {}): PreloadedReadStore {
  const kept = new Map(Object.entries(reads));
  return {
    peek: (key) => kept.get(key),
    clear: () => kept.clear(),
  };
}

export const PreloadedReadContext = createContext<PreloadedReadStore>(createPreloadedReadStore());

export function usePreloadedReads(): PreloadedReadStore {
  return useContext(PreloadedReadContext);
}

/**
 * True while the browser takes over server-rendered HTML (its first render), and on the server itself: what
 * only the browser knows (the visitor's session, a cookie choice) is drawn once that is over, so the first
 * render matches the HTML.
 */
export const HydratingContext = createContext(false);

export function useHydrating(): boolean {
  return useContext(HydratingContext);
}

/** The id of the page's `<script type="application/json">` that carries the server's reads. */
export const preloadedReadsElementId = 'shortlist-preloaded';

/** Reads the server's reads from the page, once, at start; none when the page was not server-rendered. */
export function readPreloadedReads(): PreloadedReads | null {
  const element = globalThis.document?.getElementById(preloadedReadsElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PreloadedReads;
  } catch {
    return null;
  }
}
