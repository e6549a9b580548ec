import type { ManagedRoleListItem as ManagedRole } from '@shortlist/domain/contract';
import type { StageGroup } from '@shortlist/domain/stages';
import { stageGroupNames, totalPipelineGroup } from '@shortlist/domain/stages';
import type { SortDirection } from '@shortlist/ui';

export const roleSortColumns = [
  'name',
  'status',
  'deadline',
  'applicants',
  'submitted',
  ...stageGroupNames,
] as const;
export type RoleSortColumn = (typeof roleSortColumns)[number];

const isStageGroup = (column: RoleSortColumn): column is StageGroup =>
  (stageGroupNames as readonly string[]).includes(column);
export type RoleSort = { column: RoleSortColumn; direction: SortDirection };

const statusOrder = { LIVE: 0, DRAFT: 1, CLOSED: 2, ARCHIVED: 3 } as const;

function compare(a: ManagedRole, b: ManagedRole, column: RoleSortColumn): number {
  if (isStageGroup(column)) {
    return totalPipelineGroup(a.pipeline, column) - totalPipelineGroup(b.pipeline, column);
  }
  switch (column) {
    case 'name':
      return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
    case 'status':
      return statusOrder[a.status] - statusOrder[b.status];
    case 'deadline':
      return (a.deadline ?? Number.POSITIVE_INFINITY) - (b.deadline ?? Number.POSITIVE_INFINITY);
    case 'applicants':
      return a.applicantCount - b.applicantCount;
    case 'submitted':
      return a.submittedCount - b.submittedCount;
  }
}

/**
 * The roles in the order of the chosen column; ties keep the API's order (newest first). Decision: roles
 * without a deadline sort after every dated one in both directions, as 'no deadline' is not a date.
 */
export function sortRoles(roles: readonly ManagedRole[], { column, direction }: RoleSort): ManagedRole[] {
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

export function isRoleSortColumn(value: string): value is RoleSortColumn {
  return (roleSortColumns as readonly string[]).includes(value);
}

/** The kept sort of the live roles list (§2 sorting preferences), when it names a column of this table. */
export function readKeptRoleSort(
  kept: { sortBy: string; orderBy: SortDirection } | undefined,
): RoleSort | null {
  return kept && isRoleSortColumn(kept.sortBy) ? { column: kept.sortBy, direction: kept.orderBy } : null;
}

export type RoleFilter = { term: string; status: ManagedRole['status'] | null };

/** The roles whose name contains the term (any case) and, when one is chosen, of that status. */
export function filterRoles(roles: readonly ManagedRole[], { term, status }: RoleFilter): ManagedRole[] {
  const needle = term.trim().toLocaleLowerCase();
  return roles.filter(
    (role) =>
      (needle === '' || role.name.toLocaleLowerCase().includes(needle)) &&
      (status === null || role.status === status),
  );
}
