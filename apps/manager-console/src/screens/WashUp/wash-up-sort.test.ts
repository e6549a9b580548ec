import type { WashUpRow } from '@shortlist/domain/contract';
import { describe, expect, it } from 'vitest';
import { sortWashUpRows } from './wash-up-sort.ts';

const row = (candidateId: number, name: string | null, analysis: number | null, overall: number | null) =>
  ({
    candidateId,
    name,
    cells: { c1: { ratings: [], mean: analysis, spread: null, disagreement: false } },
    overall: { mean: overall, ratings: 0 },
  }) as unknown as WashUpRow;

const rows = [row(1, 'Cleo', 3, 3.5), row(2, 'Ada', 5, 2), row(3, null, null, null), row(4, 'Ben', 3, 4)];
const ids = (sorted: WashUpRow[]) => sorted.map((entry) => entry.candidateId);

describe('sortWashUpRows', () => {
  it('sorts by a competency’s mean either way, unrated rows last, ties by candidate', () => {
    expect(ids(sortWashUpRows(rows, { key: 'c1', direction: 'desc' }))).toEqual([2, 1, 4, 3]);
    expect(ids(sortWashUpRows(rows, { key: 'c1', direction: 'asc' }))).toEqual([1, 4, 2, 3]);
  });

  it('sorts by the overall mean and by name, blind candidates by their number', () => {
    expect(ids(sortWashUpRows(rows, { key: 'overall', direction: 'desc' }))).toEqual([4, 1, 2, 3]);
    expect(ids(sortWashUpRows(rows, { key: 'candidate', direction: 'asc' }))).toEqual([3, 2, 4, 1]);
  });
});
