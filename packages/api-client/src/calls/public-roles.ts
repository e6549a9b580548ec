import type { publicRoleFiltersSchema } from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions, PathKey } from '../client/api-call.ts';
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
