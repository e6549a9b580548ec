import type { RoleFilter } from '@shortlist/domain/schemas';

// The filters of the careers list live in the address (?roleType=&department=&page=), so a filtered list
// can be shared, reloaded and walked back through.

export const roleFilterFields = ['roleType', 'roleLevel', 'department', 'location'] as const;
export type RoleFilterField = (typeof roleFilterFields)[number];

export type RoleFilterValues = Record<RoleFilterField, string>;

export const noRoleFilters: RoleFilterValues = { roleType: '', roleLevel: '', department: '', location: '' };

/**
 * The §3 default filter of role lists (`defaultRoleFilters`: active roles only), written out here because
 * importing the schemas would bring zod into the first screen's bundle; the test checks the two agree.
 */
export const activeRolesFilter: RoleFilter = { label: 'Active', type: 'status', value: 'ACTIVE' };

export function readRoleFilters(searchParams: URLSearchParams): RoleFilterValues {
  const values = { ...noRoleFilters };
  for (const field of roleFilterFields) values[field] = searchParams.get(field)?.trim() ?? '';
  return values;
}

export function readRolePage(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page') ?? '0');
  return Number.isInteger(page) && page > 0 ? page : 0;
}

/** The body of POST /{orgId}/roles: still-open roles, narrowed by each chosen value. */
export function buildRoleFilters(values: RoleFilterValues): RoleFilter[] {
  const chosen = roleFilterFields
    .filter((field) => values[field] !== '')
    .map((field): RoleFilter => ({ type: field, value: values[field] }));
  return [activeRolesFilter, ...chosen];
}

export function countRoleFilters(values: RoleFilterValues): number {
  return roleFilterFields.filter((field) => values[field] !== '').length;
}

/** The address of the list with these filters, on its first page; other parameters stay. */
export function writeRoleFilters(searchParams: URLSearchParams, values: RoleFilterValues): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  for (const field of roleFilterFields) {
    if (values[field] === '') next.delete(field);
    else next.set(field, values[field]);
  }
  next.delete('page');
  return next;
}

/** The parameters of the address that are neither a filter nor the page (?organization=, campaign tags). */
export function keptParameters(searchParams: URLSearchParams): Array<[string, string]> {
  const own = new Set<string>([...roleFilterFields, 'page']);
  return [...searchParams.entries()].filter(([name]) => !own.has(name));
}

/** The address of a page of the list as it stands; the first page carries no page parameter. */
export function writeRolePage(searchParams: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  if (page <= 0) next.delete('page');
  else next.set('page', String(page));
  return next;
}
