import type { CandidateGroup } from '@shortlist/domain/contract';
import { describe, expect, it } from 'vitest';
import { groupSearchPath } from './group-search-path.ts';
import { sortGroups } from './group-sort.ts';

const group = (id: number, name: string, candidateCount: number, smart: boolean): CandidateGroup => ({
  id,
  name,
  candidateCount,
  createdAt: '2026-11-01T00:00:00.000Z',
  filter: smart ? { searchTerm: 'law' } : null,
  refreshedAt: smart ? '2026-11-02T00:00:00.000Z' : null,
});

const groups = [group(1, 'Alumni', 5, false), group(2, 'Bar course', 12, true), group(3, 'alpha', 5, true)];

describe('sortGroups', () => {
  it('keeps the API order without a sort, and sorts names without regard to case', () => {
    expect(sortGroups(groups, null).map((g) => g.id)).toEqual([1, 2, 3]);
    expect(sortGroups(groups, { column: 'name', direction: 'asc' }).map((g) => g.id)).toEqual([3, 1, 2]);
  });

  it('sorts by size with ties in the API order, either way round', () => {
    expect(sortGroups(groups, { column: 'candidateCount', direction: 'desc' }).map((g) => g.id)).toEqual([
      2, 1, 3,
    ]);
  });
});

describe('groupSearchPath', () => {
  it('opens the search on every stage filtered by the group', () => {
    const url = new URL(groupSearchPath(7), 'http://localhost');
    expect(url.pathname).toBe('/manager/search');
    expect(url.searchParams.get('stage')).toBe('all');
    expect(JSON.parse(url.searchParams.get('filters') ?? '')).toEqual({ groups: [7] });
  });
});
