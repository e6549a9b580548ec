import type { CandidateGroup } from '@shortlist/domain/contract';
import type { KeptSort } from '../Settings/use-kept-sort.ts';

export const groupSortColumns = ['name', 'candidateCount', 'smart', 'refreshedAt'] as const;
export type GroupSortColumn = (typeof groupSortColumns)[number];

function compare(a: CandidateGroup, b: CandidateGroup, column: GroupSortColumn): number {
  switch (column) {
    case 'name':
      return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
    case 'candidateCount':
      return a.candidateCount - b.candidateCount;
    case 'smart':
      return Number(a.filter !== null) - Number(b.filter !== null);
    case 'refreshedAt':
      return (a.refreshedAt ?? '').localeCompare(b.refreshedAt ?? '');
  }
}

/** The groups in the order of the chosen column; ties keep the API's order (by name). */
export function sortGroups(
  groups: readonly CandidateGroup[],
  sort: KeptSort<GroupSortColumn> | null,
): CandidateGroup[] {
  if (!sort) return [...groups];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return groups
    .map((group, index) => ({ group, index }))
    .sort((a, b) => sign * compare(a.group, b.group, sort.column) || a.index - b.index)
    .map(({ group }) => group);
}
