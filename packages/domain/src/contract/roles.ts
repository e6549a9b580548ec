import type { FormTemplate, JobPosting, ManagedRole, Page, Role } from '../schemas/index.ts';
import type { PipelineCounts } from '../stages/index.ts';
import { defineRoute, emptyReply, jsonReply } from './route.ts';

// Roles: a manager's roles and their settings (/api/v1/roles), and the careers site's role pages.

const tag = 'Roles';

/** A role of the roles list: the managed role with its pipeline counts by stage group and bucket (§3). */
export type ManagedRoleListItem = ManagedRole & { pipeline: PipelineCounts };

export const listRoles = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/roles',
  summary: "The manager's roles with applicant and pipeline counts (§2 roles list).",
  tag,
  query: 'roleListQuerySchema',
  reply: jsonReply<ManagedRoleListItem[]>(),
});

export const createRole = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/roles',
  summary: 'Creates a role with its application form (role editor).',
  tag,
  body: 'roleCreateSchema',
  reply: jsonReply<unknown>(),
});

export const fetchRole = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/roles/{id}',
  summary: 'One role of the manager’s organisation.',
  tag,
  params: 'roleParamsSchema',
  reply: jsonReply<ManagedRole>(),
});

export const updateRole = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/roles/{id}',
  summary: 'Changes a role’s settings and application form.',
  tag,
  params: 'roleParamsSchema',
  body: 'roleUpdateSchema',
  reply: jsonReply<unknown>(),
});

export const listPublicRoles = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/{orgId}/roles',
  summary: 'The careers site’s open roles, filtered and paged.',
  tag,
  params: 'publicRoleListParamsSchema',
  query: 'publicRolePageQuerySchema',
  body: 'publicRoleFiltersSchema',
  reply: jsonReply<Page<Role>>(),
});

export const fetchPublicRole = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/{orgId}/roles/{roleId}',
  summary: 'One open role with its application form.',
  tag,
  params: 'publicRoleParamsSchema',
  reply: jsonReply<Role>(),
});

export const fetchBuilderTemplate = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/builder/',
  summary: 'A form-builder template (an application form’s sections and fields) by file name.',
  tag,
  query: 'builderTemplateQuerySchema',
  reply: jsonReply<unknown>(),
});

export const createRoleUrlToken = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/urlToken',
  summary: 'A shareable link naming a role, valid for a year.',
  tag,
  body: 'idRefSchema',
  reply: jsonReply<{ token: string }>(),
});

export const resolveRoleUrlToken = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/urlToken/{token}',
  summary: 'The role a shareable link names.',
  tag,
  params: 'urlTokenParamsSchema',
  reply: jsonReply<{ roleId: number }>(),
});

// Decision: {orgId} is the organisation's id or subdomain and {roleId} the role, as on the role pages (§7).
export const fetchGoogleJobPosting = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/{orgId}/{roleId}/google',
  summary:
    'An open role as a schema.org JobPosting for Google for Jobs (application/ld+json); 404 once closed.',
  tag,
  params: 'publicRoleParamsSchema',
  reply: jsonReply<JobPosting>(undefined, 'application/ld+json'),
});

export const applyAnonymously = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/apply/{orgId}/{roleId}',
  summary:
    'Starts an application by email alone: emails a sign-in link that continues it (an account is made for a new address); always 204.',
  tag,
  params: 'publicRoleParamsSchema',
  body: 'anonymousApplicationSchema',
  reply: emptyReply,
});

export const copyRole = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/roles/{id}/copy',
  summary: 'Copies a role with its form as a new draft named “Copy of …” (201).',
  tag,
  params: 'roleParamsSchema',
  reply: jsonReply<ManagedRole>(),
});

export const listFormTemplates = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/templates/forms',
  summary: 'The application forms roles can start from: the organisation’s saved ones and the shipped ones.',
  tag,
  query: 'organizationScopeQuerySchema',
  reply: jsonReply<FormTemplate[]>(),
});

export const createFormTemplate = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/templates/forms',
  summary: 'Saves an application form as a template of the organisation (201).',
  tag,
  query: 'organizationScopeQuerySchema',
  body: 'formTemplateBodySchema',
  reply: jsonReply<FormTemplate>(),
});

export const updateFormTemplate = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/templates/forms/{id}',
  summary: 'Renames or changes one of the organisation’s form templates.',
  tag,
  params: 'formTemplateParamsSchema',
  body: 'formTemplateBodySchema',
  reply: jsonReply<FormTemplate>(),
});

export const deleteFormTemplate = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/templates/forms/{id}',
  summary: 'Deletes one of the organisation’s form templates; roles made from it keep their forms.',
  tag,
  params: 'formTemplateParamsSchema',
  reply: emptyReply,
});
