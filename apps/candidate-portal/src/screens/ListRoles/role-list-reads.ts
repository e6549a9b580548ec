import type { ApiClient } from '@shortlist/api-client';
import { callRoute } from '@shortlist/api-client';
import {
  fetchPublicDepartments,
  fetchPublicLocations,
  fetchPublicRoleLevels,
  fetchPublicRoleTypes,
  listPublicRoles,
} from '@shortlist/domain/contract';
import type { ReferenceItem, Page as ResultPage } from '@shortlist/domain/schemas';
import type { PublicRead } from '../../app/public-read.ts';
import type { PublicRoleView } from '../../app/public-views.ts';
import type { RoleFilterField, RoleFilterValues } from './role-filters.ts';
import { buildRoleFilters, roleFilterFields } from './role-filters.ts';

// The two reads of /roles: the filter panel's choices, and the page of roles the address asks for.

export type FilterOptions = Record<RoleFilterField, ReferenceItem[]>;

const optionRoutes = {
  roleType: fetchPublicRoleTypes,
  roleLevel: fetchPublicRoleLevels,
  department: fetchPublicDepartments,
  location: fetchPublicLocations,
} as const satisfies Record<RoleFilterField, unknown>;

async function loadFilterOptions(api: ApiClient, key: string, signal?: AbortSignal): Promise<FilterOptions> {
  const lists = await Promise.all(
    roleFilterFields.map((field) => callRoute(api, optionRoutes[field], { params: { id: key }, signal })),
  );
  return Object.fromEntries(
    roleFilterFields.map((field, index) => [field, lists[index] ?? []]),
  ) as FilterOptions;
}

export function filterOptionsRead(key: string | null): PublicRead<FilterOptions | null> {
  return {
    key: `role-filter-options:${key}`,
    load: async (api, signal) => (key === null ? null : loadFilterOptions(api, key, signal)),
  };
}

export function roleListRead(
  key: string | null,
  applied: RoleFilterValues,
  page: number,
): PublicRead<ResultPage<PublicRoleView> | null> {
  return {
    key: `roles:${key}:${page}:${JSON.stringify(applied)}`,
    load: async (api, signal) => {
      if (key === null) return null;
      const reply: unknown = await callRoute(api, listPublicRoles, {
        params: { orgId: key },
        query: { page },
        body: { filters: buildRoleFilters(applied) },
        signal,
      });
      // The API's role summaries carry more than the §3 Role the client types.
      return reply as ResultPage<PublicRoleView>;
    },
  };
}
