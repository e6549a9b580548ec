// What crawlers may read of a host: the careers pages, never an account, application, console or API page.

/** The careers pages, open to every crawler. */
export const crawlablePaths = ['/$', '/roles', '/job/', '/events', '/event/'] as const;

/**
 * Everything else the portal and the consoles answer: sign-up, accounts, applications, interview and
 * on-boarding links, check-in, the consoles and the API. `/apply` covers /applya and /applyp too, and
 * `/application` covers /applications.
 */
export const privatePaths = [
  '/api/',
  '/oauth/',
  '/manager',
  '/admin',
  '/clients',
  '/screen',
  '/signup',
  '/profile',
  '/application',
  '/apply',
  '/preview/',
  '/interview/',
  '/on-boarding/',
  '/finished',
  '/submitted',
  '/docusignapproved',
  '/ui',
  '/event/*/check-in',
  '/event/*/qr-check-in',
] as const;

/**
 * robots.txt. Decision: the provider's own host (no organisation) gets the same rules without a Sitemap
 * line, as it lists no roles of its own.
 */
export function renderRobots(sitemapUrl: string | null): string {
  return [
    'User-agent: *',
    ...crawlablePaths.map((path) => `Allow: ${path}`),
    ...privatePaths.map((path) => `Disallow: ${path}`),
    ...(sitemapUrl ? ['', `Sitemap: ${sitemapUrl}`] : []),
    '',
  ].join('\n');
}
