import type {
  Organization,
  OrganizationContact,
  OrganizationListQuery,
  organizationContactSchema,
  organizationCreateSchema,
  organizationUpdateSchema,
  organizationUserCreateSchema,
  Page,
  ReferenceItem,
  User,
} from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions, PathKey } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';

// §7 Organisation (authenticated): /api/v1/organization and /api/v1/admin/report.

/** Query parameters, typed by the schema's parsed output (its input side is `unknown` strings). */
export type OrganizationListInput = Partial<OrganizationListQuery>;
export type OrganizationCreateInput = z.input<typeof organizationCreateSchema>;
export type OrganizationUpdateInput = z.input<typeof organizationUpdateSchema>;
export type OrganizationUserInput = z.input<typeof organizationUserCreateSchema>;
export type OrganizationUserChange = Partial<
  Pick<OrganizationUserInput, 'firstName' | 'lastName' | 'userType'> & { rareContact: boolean }
>;
export type OrganizationContactInput = z.input<typeof organizationContactSchema>;
export type SavedOrganizationContact = OrganizationContact & { id: number };

/** GET /organization?status&searchTerm&page&resultsPerPage; status ACTIVE and page 0 unless given (§9). */
export function listOrganizations(
  client: ApiClient,
  query: OrganizationListInput = {},
  options?: CallOptions,
): Promise<Page<Organization>> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: '/organization',
    query: {
      status: query.status ?? 'ACTIVE',
      searchTerm: query.searchTerm,
      page: query.page ?? 0,
      resultsPerPage: query.resultsPerPage,
    },
  });
}

/** GET /organization/all. */
export function listAllOrganizations(client: ApiClient, options?: CallOptions): Promise<Organization[]> {
  return client.json({ ...options, method: 'GET', area: 'authenticated', path: '/organization/all' });
}

/** GET /organization/{id}. */
export function fetchOrganization(
  client: ApiClient,
  id: PathKey,
  options?: CallOptions,
): Promise<Organization> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: apiPath`/organization/${id}`,
  });
}

/** GET /admin/report/{id}. */
export function fetchAdminReport(client: ApiClient, id: PathKey, options?: CallOptions): Promise<unknown> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: apiPath`/admin/report/${id}`,
  });
}

/** POST /organization. */
export function createOrganization(
  client: ApiClient,
  organization: OrganizationCreateInput,
  options?: CallOptions,
): Promise<Organization> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: '/organization',
    json: organization,
  });
}

/** POST /organization/{id}/user: adds a hiring manager. */
export function addOrganizationUser(
  client: ApiClient,
  id: PathKey,
  user: OrganizationUserInput,
  options?: CallOptions,
): Promise<User> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/organization/${id}/user`,
    json: user,
  });
}

/** POST /organization/{id}/user/{userId}: changes a hiring manager. */
export function updateOrganizationUser(
  client: ApiClient,
  params: { id: PathKey; userId: PathKey },
  change: OrganizationUserChange,
  options?: CallOptions,
): Promise<User> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/organization/${params.id}/user/${params.userId}`,
    json: change,
  });
}

/** PUT /organization/{id}. */
export function updateOrganization(
  client: ApiClient,
  id: PathKey,
  change: OrganizationUpdateInput,
  options?: CallOptions,
): Promise<Organization> {
  return client.json({
    ...options,
    method: 'PUT',
    area: 'authenticated',
    path: apiPath`/organization/${id}`,
    json: change,
  });
}

/** GET /organization/{id}/contacts. */
export function listOrganizationContacts(
  client: ApiClient,
  id: PathKey,
  options?: CallOptions,
): Promise<SavedOrganizationContact[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: apiPath`/organization/${id}/contacts`,
  });
}

/** POST /organization/{id}/contacts. */
export function addOrganizationContact(
  client: ApiClient,
  id: PathKey,
  contact: OrganizationContactInput,
  options?: CallOptions,
): Promise<SavedOrganizationContact> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/organization/${id}/contacts`,
    json: contact,
  });
}

/** POST /organization/{id}/contacts/{contactId}. */
export function updateOrganizationContact(
  client: ApiClient,
  params: { id: PathKey; contactId: PathKey },
  contact: OrganizationContactInput,
  options?: CallOptions,
): Promise<SavedOrganizationContact> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/organization/${params.id}/contacts/${params.contactId}`,
    json: contact,
  });
}

/** GET /organization/{id}/data/ORGANIZATION_EMAIL?search: the organisation's sender addresses. */
export function searchOrganizationEmails(
  client: ApiClient,
  id: PathKey,
  search?: string,
  options?: CallOptions,
): Promise<ReferenceItem[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: apiPath`/organization/${id}/data/ORGANIZATION_EMAIL`,
    query: { search },
  });
}
