import type {
  MetricDefinition,
  Organization,
  OrganizationContact,
  OrganizationSettings,
  Page,
  ReferenceItem,
  User,
} from '../schemas/index.ts';
import type { SectorKind } from '../vocabulary/index.ts';
import type { OrganizationStage } from './pipeline.ts';
import { defineRoute, emptyReply, jsonReply } from './route.ts';

// Organisations: client organisations, their users and contacts (/api/v1/organization, admin report), and
// an organisation's public face, token links, one-time codes and pick lists (/api/public/organization).

const tag = 'Organisations';

/** A client organisation in the provider's list: the organisation and its number of candidates. */
export type OrganizationListItem = Omit<Organization, 'sector'> & {
  sector: { id: number; kind: SectorKind } | null;
  candidateCount: number;
};

/** GET /admin/report/{id}: one client's users, recent sign-ins, contacts and report sections' figures. */
export type AdminReport = {
  organization: { id: number; name: string; subdomain: string | null; status: string };
  createdAt: string;
  usersByType: Partial<Record<string, number>>;
  totalUsers: number;
  managersSignedInLast30Days: number;
  contacts: number;
  sections: Record<string, Record<string, number>>;
};

/** A contact as the organisation keeps it. */
type SavedOrganizationContact = OrganizationContact & { id: number };

export const listOrganizations = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization',
  summary:
    'Client organisations with their candidate counts, paged and sorted; status ACTIVE, page 0, by name unless given (§9).',
  tag,
  query: 'organizationListQuerySchema',
  reply: jsonReply<Page<OrganizationListItem>>(),
});

export const listAllOrganizations = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/all',
  summary: 'Every organisation the caller may see, unpaged.',
  tag,
  reply: jsonReply<Organization[]>(),
});

export const fetchOrganization = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{id}',
  summary: 'One organisation with its settings.',
  tag,
  params: 'organizationParamsSchema',
  reply: jsonReply<Organization>(),
});

export const fetchAdminReport = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/admin/report/{id}',
  summary: 'An organisation’s figures for the provider admin.',
  tag,
  params: 'organizationParamsSchema',
  reply: jsonReply<AdminReport>(),
});

export const createOrganization = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization',
  summary: 'Creates a client organisation with its stages and reference lists (201).',
  tag,
  body: 'organizationCreateSchema',
  reply: jsonReply<Organization>(),
});

export const updateOrganization = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{id}',
  summary: 'Changes any subset of an organisation’s settings, or its status.',
  tag,
  params: 'organizationParamsSchema',
  body: 'organizationUpdateSchema',
  reply: jsonReply<Organization>(),
});

export const listOrganizationUsers = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{id}/users',
  summary: 'The hiring managers of an organisation.',
  tag,
  params: 'organizationParamsSchema',
  reply: jsonReply<User[]>(),
});

export const addOrganizationUser = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{id}/user',
  summary: 'Adds a hiring manager and emails the on-boarding link (201).',
  tag,
  params: 'organizationParamsSchema',
  body: 'organizationUserCreateSchema',
  reply: jsonReply<User>(),
});

export const updateOrganizationUser = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{id}/user/{userId}',
  summary: 'Changes a hiring manager’s names, role or rare-contact switch.',
  tag,
  params: 'organizationUserParamsSchema',
  body: 'organizationUserUpdateSchema',
  reply: jsonReply<User>(),
});

export const listOrganizationContacts = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{id}/contacts',
  summary: 'An organisation’s contacts.',
  tag,
  params: 'organizationParamsSchema',
  reply: jsonReply<SavedOrganizationContact[]>(),
});

export const addOrganizationContact = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{id}/contacts',
  summary: 'Adds a contact to an organisation (201).',
  tag,
  params: 'organizationParamsSchema',
  body: 'organizationContactSchema',
  reply: jsonReply<SavedOrganizationContact>(),
});

export const updateOrganizationContact = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{id}/contacts/{contactId}',
  summary: 'Changes one of an organisation’s contacts.',
  tag,
  params: 'organizationContactParamsSchema',
  body: 'organizationContactSchema',
  reply: jsonReply<SavedOrganizationContact>(),
});

export const removeOrganizationContact = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/organization/{id}/contacts/{contactId}',
  summary: 'Removes one of an organisation’s contacts.',
  tag,
  params: 'organizationContactParamsSchema',
  reply: emptyReply,
});

export const sendOrganizationUserPasswordReset = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{id}/user/{userId}/password-reset',
  summary: 'Emails a hiring manager a link to choose a new password (support).',
  tag,
  params: 'organizationUserParamsSchema',
  reply: emptyReply,
});

export const fetchPublicOrganization = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/organization/{id}/',
  summary: 'An active organisation’s public face, by id or subdomain.',
  tag,
  params: 'publicOrganizationParamsSchema',
  reply: jsonReply<Organization>(),
});

export const fetchOrganizationByCareersToken = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/organization/{id}/ctoken/{token}',
  summary: 'The organisation a careers link names.',
  tag,
  params: 'publicOrganizationTokenParamsSchema',
  reply: jsonReply<Organization>(),
});

export const fetchOrganizationByReviewerToken = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/organization/{id}/token/{token}',
  summary: 'The organisation a reviewer link names.',
  tag,
  params: 'publicOrganizationTokenParamsSchema',
  reply: jsonReply<Organization>(),
});

export const requestOrganizationCode = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/organization/{id}/requestOtp/{email}',
  summary: 'Emails a one-time code to the address, for the organisation’s pages.',
  tag,
  params: 'organizationCodeRequestParamsSchema',
  reply: emptyReply,
});

export const checkOrganizationCode = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/organization/{id}/checkOtp/{email}/{code}',
  summary: 'Checks the one-time code sent to the address.',
  tag,
  params: 'organizationCodeCheckParamsSchema',
  reply: jsonReply<unknown>(),
});

export const fetchPublicDepartments = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/organization/{id}/departments',
  summary: 'The organisation’s departments, for the careers site’s filters.',
  tag,
  params: 'publicOrganizationParamsSchema',
  reply: jsonReply<ReferenceItem[]>(),
});

export const fetchPublicLocations = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/organization/{id}/locations',
  summary: 'The organisation’s locations, for the careers site’s filters.',
  tag,
  params: 'publicOrganizationParamsSchema',
  reply: jsonReply<ReferenceItem[]>(),
});

export const fetchPublicRoleTypes = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/organization/{id}/roleTypes',
  summary: 'The organisation’s role types in its sector’s words, for the careers site’s filters.',
  tag,
  params: 'publicOrganizationParamsSchema',
  reply: jsonReply<ReferenceItem[]>(),
});

export const fetchPublicRoleLevels = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/organization/{id}/roleLevels',
  summary: 'The organisation’s role levels, for the careers site’s filters.',
  tag,
  params: 'publicOrganizationParamsSchema',
  reply: jsonReply<ReferenceItem[]>(),
});

export const fetchOrganizationSettings = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{id}/settings',
  summary:
    'What a manager admin sets for their organisation: review domains, time-out, tests, tracking, contact.',
  tag,
  params: 'organizationSettingsParamsSchema',
  reply: jsonReply<OrganizationSettings>(),
});

export const saveOrganizationSettings = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{id}/settings',
  summary: 'Replaces the organisation’s settings (manager admins of it, or the provider).',
  tag,
  params: 'organizationSettingsParamsSchema',
  body: 'organizationSettingsSchema',
  reply: jsonReply<OrganizationSettings>(),
});

export const saveOrganizationMetrics = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{id}/metrics',
  summary: 'Replaces the organisation’s scoring metrics (manager admins of it, or the provider).',
  tag,
  params: 'organizationSettingsParamsSchema',
  body: 'organizationMetricsSchema',
  reply: jsonReply<MetricDefinition[]>(),
});

export const saveSubStages = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/stages/{stageId}/substages',
  summary:
    'Sets a stage’s sub-stages: names, order and default; removing one that holds candidates is refused.',
  tag,
  params: 'subStageListParamsSchema',
  body: 'subStageListSchema',
  reply: jsonReply<OrganizationStage>(),
});
