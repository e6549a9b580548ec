import type { BrandId } from './brand-definitions.ts';
import { buildBrandRootHost } from './brand-hosts.ts';
import type { Environment } from './environment.ts';

export type ApplyUrlInput = {
  readonly organization: { readonly subdomain?: string | null; readonly clientDomain?: string | null };
  readonly brand: BrandId;
  readonly environment: Environment;
  /** Path of the public application entry, e.g. `/applya/42`. */
  readonly path: string;
};

/**
 * §2: "A public application entry is served on an apply host; its address is built from the
 * organisation's subdomain when a custom domain is used, otherwise from a dev or staging variant."
 * Decision (our reading): the apply host is `apply.<brand root host of the environment>`. An organisation
 * with a custom domain (clientDomain) and a subdomain gets `<subdomain>.apply.<root>` so the entry stays on
 * the brand while the organisation is still known from the host; every other organisation shares
 * `apply.<root>`, whose root is the environment's variant host (`<brand>-dev` / `<brand>-staging`, the brand
 * domain on prod, `localhost:8080` locally over http).
 */
export function buildApplyUrl({ organization, brand, environment, path }: ApplyUrlInput): string {
  const root = buildBrandRootHost(brand, environment);
  const subdomain = organization.subdomain?.trim().toLowerCase() ?? '';
  const hasCustomDomain = (organization.clientDomain?.trim() ?? '') !== '';
  const host = hasCustomDomain && subdomain !== '' ? `${subdomain}.apply.${root}` : `apply.${root}`;
  const protocol = environment === 'LOCAL' ? 'http:' : 'https:';
  return `${protocol}//${host}${path.startsWith('/') ? path : `/${path}`}`;
}
