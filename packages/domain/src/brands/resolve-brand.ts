import type { BrandId } from './brand-definitions.ts';
import { brandIds, brands, isBrandId, mainBrandId } from './brand-definitions.ts';
import type { Environment } from './environment.ts';
import { findEnvironmentMarker, resolveEnvironment } from './environment.ts';
import { normalizeHostname } from './hostname.ts';

export type ResolvedVariant = { readonly brandId: BrandId; readonly environment: Environment };

/** §1: "the default is the staging environment of the main variant". */
export const defaultVariant: ResolvedVariant = { brandId: mainBrandId, environment: 'STAGING' };

/**
 * The brand whose production domain the host is on (its apex or any subdomain, e.g. its API and profile
 * hosts); the longest domain wins so `hire.shortlist.test` is not read as `shortlist.test`.
 */
export function findBrandByDomain(host: string): BrandId | null {
  const hostname = normalizeHostname(host);
  let found: BrandId | null = null;
  for (const id of brandIds) {
    const domain = brands[id].domain;
    const matches = hostname === domain || hostname.endsWith(`.${domain}`);
    if (matches && (found === null || domain.length > brands[found].domain.length)) found = id;
  }
  return found;
}

/**
 * Brand and environment of a page. An explicit build-time brand (`BRAND=<id>`) wins; on dev/staging
 * hosts the marker label's prefix names the brand (`lateral-staging.shortlist.test`); on prod hosts the
 * brand domain does. Anything else (LOCAL, an organisation's custom hostname, an unknown prefix) is the
 * main variant, and an empty host name is the default variant (main brand on STAGING).
 */
export function resolveBrand(hostname: string, buildBrand?: string | null): ResolvedVariant {
  if (normalizeHostname(hostname) === '' && !isBrandId(buildBrand)) return defaultVariant;
  const environment = resolveEnvironment(hostname);
  // Decision: an unknown BRAND value is ignored rather than thrown on, so a typo cannot blank the page.
  if (isBrandId(buildBrand)) return { brandId: buildBrand, environment };
  if (environment === 'DEV' || environment === 'STAGING') {
    const prefix = findEnvironmentMarker(hostname)?.prefix ?? '';
    return { brandId: isBrandId(prefix) ? prefix : mainBrandId, environment };
  }
  if (environment === 'PROD') return { brandId: findBrandByDomain(hostname) ?? mainBrandId, environment };
  return { brandId: mainBrandId, environment };
}
