import type { WashUpRow } from '@shortlist/domain/contract';

/** What the matrix is sorted by: the candidate, the overall mean, or a column's mean (by its key). */
export type WashUpSort = { key: string; direction: 'asc' | 'desc' };

export const candidateColumn = 'candidate';
export const overallColumn = 'overall';

function sortValueOf(row: WashUpRow, key: string): number | string | null {
  if (key === candidateColumn) return row.name ?? `#${String(row.candidateId).padStart(10, '0')}`;
  if (key === overallColumn) return row.overall.mean;
  return row.cells[key]?.mean ?? null;
}

/** The rows in the chosen order; rows without a figure stay last either way, then by candidate id. */
export function sortWashUpRows(rows: readonly WashUpRow[], sort: WashUpSort): WashUpRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const first = sortValueOf(a, sort.key);
    const second = sortValueOf(b, sort.key);
    if (first === null || second === null) {
      if (first !== second) return first === null ? 1 : -1;
      return a.candidateId - b.candidateId;
    }
    const order =
      typeof first === 'number' && typeof second === 'number'
        ? first - second
        : String(first).localeCompare(String(second));
    return order === 0 ? a.candidateId - b.candidateId : sign * order;
  });
}
