import type { ApiClient } from '@shortlist/api-client';
import { callRoute } from '@shortlist/api-client';
import { fetchPublicOrganization } from '@shortlist/domain/contract';
import type { Loaded } from '@shortlist/shell/react';
import { useApi, useMarketingTags } from '@shortlist/shell/react';
import { useSearchParams } from 'react-router';
import type { PublicRead } from './public-read.ts';
import { useRead } from './public-read.ts';
import type { PublicOrganizationView } from './public-views.ts';

// Whose careers site the page is: the organisation of the host (hartwell.localhost), or one a shared link
// names with ?organization= on a host that names none.

/** The query parameter naming the organisation on a host without one. */
export const organizationParameter = 'organization';

/** The api-client's subdomain value when the host names no organisation (§7: the string 'null'). */
const noSubdomain = 'null';

/** The organisation id or subdomain the public calls take, or null when neither host nor link names one. */
export function organizationKeyOf(subdomain: string, searchParams: URLSearchParams): string | null {
  if (subdomain !== noSubdomain) return subdomain;
  const named = searchParams.get(organizationParameter)?.trim().toLowerCase() ?? '';
  return named === '' ? null : named;
}

export function useOrganizationKey(): string | null {
  const api = useApi();
  const [searchParams] = useSearchParams();
  return organizationKeyOf(api.subdomain, searchParams);
}

/** Carries the ?organization= of the current page over to a link, so the visitor stays on the same site. */
export function useOrganizationLink(): (path: string) => string {
  const api = useApi();
  const key = useOrganizationKey();
  return (path) =>
    api.subdomain !== noSubdomain || key === null
      ? path
      : `${path}${path.includes('?') ? '&' : '?'}${organizationParameter}=${encodeURIComponent(key)}`;
}

// One read per organisation for the life of the page: every screen asks for the same public face.
const cache = new WeakMap<ApiClient, Map<string, Promise<PublicOrganizationView>>>();

export function loadPublicOrganization(api: ApiClient, key: string): Promise<PublicOrganizationView> {
  const known = cache.get(api) ?? new Map<string, Promise<PublicOrganizationView>>();
  cache.set(api, known);
  const cached = known.get(key);
  if (cached) return cached;
  const loading = (
    callRoute(api, fetchPublicOrganization, {
      params: { id: key },
    }) as Promise<unknown> as Promise<PublicOrganizationView>
  ).catch((error: unknown) => {
    // A failed read is not kept, so the next screen tries again.
    known.delete(key);
    throw error;
  });
  known.set(key, loading);
  return loading;
}

export type HostOrganization = {
  key: string | null;
  /** Null while loading, when there is no organisation, or when it could not be read. */
  organization: PublicOrganizationView | null;
  load: Loaded<PublicOrganizationView | null>;
};

/** The organisation's public face, when the host or link names one. */
export function organizationRead(key: string | null): PublicRead<PublicOrganizationView | null> {
  return {
    key: `organization:${key}`,
    load: async (api) => (key === null ? null : loadPublicOrganization(api, key)),
  };
}

/** The organisation whose site this is, read from the public API. */
export function useHostOrganization(): HostOrganization {
  const key = useOrganizationKey();
  const load = useRead(organizationRead(key));
  // §4: the careers site's own tag manager and pixels, once the visitor has accepted cookies.
  useMarketingTags(load.data?.defaultConfiguration?.text);
  return { key, organization: load.data ?? null, load };
}
