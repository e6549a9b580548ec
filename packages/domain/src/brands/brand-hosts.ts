import type { BrandId } from './brand-definitions.ts';
import { brands } from './brand-definitions.ts';
import type { Environment } from './environment.ts';

/** Dev and staging hosts of every brand live under this domain. */
export const platformDomain = 'shortlist.test';

/** One origin locally (DESIGN): everything is served on http://localhost:8080. */
export const localPort = 8080;

/**
 * Canonical root host of a brand in an environment:
 * LOCAL `localhost:8080`; DEV/STAGING `<brand id>-dev.shortlist.test` / `<brand id>-staging.shortlist.test`;
 * PROD the brand's own domain.
 */
export function buildBrandRootHost(brandId: BrandId, environment: Environment): string {
  switch (environment) {
    case 'LOCAL':
      return `localhost:${localPort}`;
    case 'DEV':
      return `${brandId}-dev.${platformDomain}`;
    case 'STAGING':
      return `${brandId}-staging.${platformDomain}`;
    case 'PROD':
      return brands[brandId].domain;
  }
}

export type ExternalHosts = { readonly apiHost: string; readonly profileHost: string };

/**
 * The API host and profile host of an external brand in an environment; null for internal brands and
 * LOCAL (one origin). Off PROD, the first label of the production host goes before the environment's
 * root host: `api.shortlistconnect.test` becomes `api.connect-staging.shortlist.test`.
 */
export function resolveExternalHosts(brandId: BrandId, environment: Environment): ExternalHosts | null {
  const { apiHost, profileHost } = brands[brandId];
  if (apiHost === null || profileHost === null || environment === 'LOCAL') return null;
  if (environment === 'PROD') return { apiHost, profileHost };
  const root = buildBrandRootHost(brandId, environment);
  return { apiHost: `${firstLabel(apiHost)}.${root}`, profileHost: `${firstLabel(profileHost)}.${root}` };
}

function firstLabel(host: string): string {
  return host.split('.')[0] ?? host;
}
