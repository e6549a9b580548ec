import { createApiClient } from '@shortlist/api-client';
import { resolveBrand } from '@shortlist/domain/brands';
import type { CareersRenderer } from '@shortlist/domain/contract';
import type { PreloadedReads } from '@shortlist/shell/react';
import { AppRoutes, ShellProvider, webApiClient } from '@shortlist/shell/react';
import { toProcessError } from '@shortlist/shell/state';
import { brandThemeClass } from '@shortlist/ui/theme';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { organizationKeyOf } from './app/host-organization.ts';
import { serverRenderedPage } from './app/page-reads.ts';
import { portalResources } from './app/resources.ts';
import { candidateRouting } from './app/routes.tsx';

// The server side of the careers pages (issue 19): the API imports this module's build (dist-server) and
// renders /roles, /job/{link}, /events and /event/{id} with the portal's own components, after making the
// screens' reads through `fetch` (the API answers them in-process). The browser then hydrates the HTML
// (main.tsx) with the same reads, so its first render matches.

/** The page's HTML, or null when the path is not a server-rendered page. */
export const renderCareersPage: CareersRenderer['renderCareersPage'] = async (request) => {
  const { pathname, searchParams } = new URL(request.url, 'http://page.invalid');
  const brand = resolveBrand(request.hostname).brandId;
  const apiOptions = {
    hostname: request.hostname,
    protocol: request.protocol,
    port: request.port,
    fetch: request.fetch,
    isLeavingPage: () => false,
  };
  const api = createApiClient({ brand, ...webApiClient, ...apiOptions });
  const organizationKey = organizationKeyOf(api.subdomain, searchParams);
  const page = serverRenderedPage(pathname, searchParams, organizationKey);
  if (page === null) return null;
  const { reads } = page;

  const settled = await Promise.allSettled(reads.map((read) => read.load(api)));
  const preloaded: PreloadedReads = {};
  for (const [index, outcome] of settled.entries()) {
    const key = reads[index]?.key ?? '';
    if (outcome.status === 'fulfilled') preloaded[key] = { data: outcome.value };
    else {
      // What does not exist is said so in the HTML; any other failure is left to the browser to try again.
      const error = toProcessError(outcome.reason);
      if (error.status === 404) preloaded[key] = { error };
    }
  }
  const first = reads[0] && preloaded[reads[0].key];
  const status = first && 'error' in first ? 404 : 200;

  const app = (
    <ShellProvider resources={portalResources} brand={brand} api={apiOptions} preloaded={preloaded}>
      <StaticRouter location={request.url}>
        <AppRoutes {...candidateRouting} />
      </StaticRouter>
    </ShellProvider>
  );
  // The source is written against React; the build renders it with Preact (see vite.config.ts).
  const html = await renderToStringAsync(app as unknown as Parameters<typeof renderToStringAsync>[0]);
  return {
    status,
    html,
    bodyClass: brandThemeClass[brand],
    preloaded,
    screen: page.screen,
    organizationKey,
  };
};
