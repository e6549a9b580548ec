import type { Page, publicRoleFiltersSchema, Role } from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions, OrganizationKey, PathKey } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';
import type { JsonObject } from '../client/call-body.ts';
import { toCallBody } from '../client/call-body.ts';

// §7 Public, roles: /api/public, sent with the client's basic authorisation, never a user token.

export type PublicRoleFiltersInput = z.input<typeof publicRoleFiltersSchema>;

/** POST /urlToken with the role id: a shareable link. */
export function createRoleUrlToken(
  client: ApiClient,
  body: { id: number },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({ ...options, method: 'POST', area: 'public', path: '/urlToken', json: body });
}

/** GET /urlToken/{token}: the role a shareable link names. */
export function resolveRoleUrlToken(
  client: ApiClient,
  token: string,
  options?: CallOptions,
): Promise<{ roleId: number }> {
  return client.json({ ...options, method: 'GET', area: 'public', path: apiPath`/urlToken/${token}` });
}

/** POST /apply/{a}/{b}: an application without an account. */
export function applyAnonymously(
  client: ApiClient,
  params: { a: PathKey; b: PathKey },
  body?: JsonObject,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'public',
    path: apiPath`/apply/${params.a}/${params.b}`,
    ...toCallBody(body),
  });
}

/** POST /{orgId}/roles?page with the filters: the public role listing, paged. */
export function listPublicRoles(
  client: ApiClient,
  params: { orgId: OrganizationKey; page?: number },
  filters: PublicRoleFiltersInput = {},
  options?: CallOptions,
): Promise<Page<Role>> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'public',
    path: apiPath`/${params.orgId}/roles`,
    query: { page: params.page ?? 0 },
    json: filters,
  });
}

/** GET /{orgId}/roles/{roleId}. */
export function fetchPublicRole(
  client: ApiClient,
  params: { orgId: OrganizationKey; roleId: PathKey },
  options?: CallOptions,
): Promise<Role> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/${params.orgId}/roles/${params.roleId}`,
  });
}

/** GET /{a}/{b}/google: a role as a search-engine job posting. */
export function fetchGoogleJobPosting(
  client: ApiClient,
  params: { a: PathKey; b: PathKey },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/${params.a}/${params.b}/google`,
  });
}
