import type { ManagedRoleListItem as ManagedRole } from '@shortlist/domain/contract';
import type { KeptSort } from '../Settings/use-kept-sort.ts';

// The settings roles list's columns and their order; the chosen sort is kept per user ('settings-roles').

export const settingsRoleColumns = ['name', 'status', 'roleType', 'deadline', 'applicants'] as const;
export type SettingsRoleColumn = (typeof settingsRoleColumns)[number];
export type SettingsRoleSort = KeptSort<SettingsRoleColumn>;

const statusOrder = { DRAFT: 0, LIVE: 1, CLOSED: 2, ARCHIVED: 3 } as const;
const text = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
export const roleTypeOf = (role: ManagedRole) => role.labels.roleType ?? role.roleType ?? '';

function compare(a: ManagedRole, b: ManagedRole, column: SettingsRoleColumn): number {
  switch (column) {
    case 'name':
      return text(a.name, b.name);
    case 'status':
      return statusOrder[a.status] - statusOrder[b.status];
    case 'roleType':
      return text(roleTypeOf(a), roleTypeOf(b));
    case 'deadline':
      return (a.deadline ?? 0) - (b.deadline ?? 0);
    case 'applicants':
      return a.applicantCount - b.applicantCount;
  }
}

/** Decision: roles without a deadline come last in both directions; ties keep the API's order (newest first). */
export function sortSettingsRoles(roles: readonly ManagedRole[], { column, direction }: SettingsRoleSort) {
  const sign = direction === 'asc' ? 1 : -1;
  return roles
    .map((role, index) => ({ role, index }))
    .sort((a, b) => {
      if (column === 'deadline' && (a.role.deadline === null) !== (b.role.deadline === null)) {
        return a.role.deadline === null ? 1 : -1;
      }
      return sign * compare(a.role, b.role, column) || a.index - b.index;
    })
    .map(({ role }) => role);
}
