// The contract between the API and the candidate portal's server renderer (the portal's src/entry-server.tsx,
// built to dist-server/entry-server.js, which the API imports at start): what a careers page render takes and
// gives. The two sides are separate builds that meet at run time.

/** The careers pages the API renders on the server, as route patterns both routers read (`:name` params). */
export const careersPagePaths = {
  roles: '/roles',
  role: '/job/:link',
  events: '/events',
  event: '/event/:eventId',
} as const;

export type CareersPageRequest = {
  /** The page's path and query, as asked. */
  url: string;
  hostname: string;
  protocol: string;
  port: string;
  /** How the reads reach the API: the API's in-process fetch. */
  fetch: typeof globalThis.fetch;
};

export type RenderedCareersPage = {
  status: 200 | 404;
  /** The markup of the app's root element. */
  html: string;
  /** The brand theme's classes, for the body (the shell adds the same in the browser). */
  bodyClass: string;
  /** How each read the screen made ended, by read key, for the page's `shortlist-preloaded` data block. */
  preloaded: Record<string, unknown>;
  /** The screen's module (its key in the client build's manifest), whose chunk and styles the page links. */
  screen: string;
  /** The organisation id or subdomain the page is for, or null when neither host nor link names one. */
  organizationKey: string | null;
};

/** The module the portal's server build exports; a path that is not a careers page renders null. */
export type CareersRenderer = {
  renderCareersPage(request: CareersPageRequest): Promise<RenderedCareersPage | null>;
};
