import type { Organization, ReferenceItem } from '@shortlist/domain/schemas';
import type { CallOptions, OrganizationKey } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';

// §7 Public, organisations: /api/public, sent with the client's basic authorisation, never a user token.

/** GET /organization/{id}/: an organisation's public face. */
export function fetchPublicOrganization(
  client: ApiClient,
  id: OrganizationKey,
  options?: CallOptions,
): Promise<Organization> {
  return client.json({ ...options, method: 'GET', area: 'public', path: apiPath`/organization/${id}/` });
}

/** GET /organization/{orgId}/ctoken/{token}: the organisation of a careers link. */
export function fetchOrganizationByCareersToken(
  client: ApiClient,
  params: { orgId: OrganizationKey; token: string },
  options?: CallOptions,
): Promise<Organization> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/organization/${params.orgId}/ctoken/${params.token}`,
  });
}

/** GET /organization/{id}/token/{token}: the organisation of a reviewer link. */
export function fetchOrganizationByReviewerToken(
  client: ApiClient,
  params: { id: OrganizationKey; token: string },
  options?: CallOptions,
): Promise<Organization> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/organization/${params.id}/token/${params.token}`,
  });
}

/** GET /organization/{id}/requestOtp/{x}: sends a one-time code to the address x. */
export async function requestOrganizationCode(
  client: ApiClient,
  params: { id: OrganizationKey; x: string },
  options?: CallOptions,
): Promise<void> {
  await client.send({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/organization/${params.id}/requestOtp/${params.x}`,
  });
}

/** GET /organization/{id}/checkOtp/{x}/{code}. */
export function checkOrganizationCode(
  client: ApiClient,
  params: { id: OrganizationKey; x: string; code: string },
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/organization/${params.id}/checkOtp/${params.x}/${params.code}`,
  });
}

function organizationList(client: ApiClient, id: OrganizationKey, list: string, options?: CallOptions) {
  return client.json<ReferenceItem[]>({
    ...options,
    method: 'GET',
    area: 'public',
    path: `${apiPath`/organization/${id}`}/${list}`,
  });
}

/** GET /organization/{id}/departments. */
export function fetchPublicDepartments(
  client: ApiClient,
  id: OrganizationKey,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return organizationList(client, id, 'departments', options);
}

/** GET /organization/{id}/locations. */
export function fetchPublicLocations(
  client: ApiClient,
  id: OrganizationKey,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return organizationList(client, id, 'locations', options);
}

/** GET /organization/{id}/roleTypes. */
export function fetchPublicRoleTypes(
  client: ApiClient,
  id: OrganizationKey,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return organizationList(client, id, 'roleTypes', options);
}

/** GET /organization/{id}/roleLevels. */
export function fetchPublicRoleLevels(
  client: ApiClient,
  id: OrganizationKey,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return organizationList(client, id, 'roleLevels', options);
}
