import { beforeEach, describe, expect, it } from 'vitest';
import { readRecordNeighbours, saveRecordNeighbours } from './record-neighbours.ts';

describe('record neighbours', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the candidates either side and the position in the list that was saved', () => {
    saveRecordNeighbours('/manager/roles/7?page=1', [101, 102, 103]);
    expect(readRecordNeighbours('/manager/roles/7?page=1', 102)).toEqual({
      previousId: 101,
      nextId: 103,
      position: 2,
      total: 3,
    });
  });

  it('has no previous candidate at the start and no next at the end', () => {
    saveRecordNeighbours('/manager/search', [5, 6]);
    expect(readRecordNeighbours('/manager/search', 5)).toMatchObject({ previousId: null, nextId: 6 });
    expect(readRecordNeighbours('/manager/search', 6)).toMatchObject({ previousId: 5, nextId: null });
  });

  it('keeps each list apart by its address', () => {
    saveRecordNeighbours('/manager/roles/7?page=0', [1, 2]);
    saveRecordNeighbours('/manager/roles/7?page=1', [3, 4]);
    expect(readRecordNeighbours('/manager/roles/7?page=0', 2)).toMatchObject({ previousId: 1 });
    expect(readRecordNeighbours('/manager/roles/7?page=1', 2)).toBeNull();
  });

  it('knows nothing of a list never saved, a candidate not in it, or a damaged entry', () => {
    expect(readRecordNeighbours('/manager/roles/9', 1)).toBeNull();
    saveRecordNeighbours('/manager/roles/9', [1]);
    expect(readRecordNeighbours('/manager/roles/9', 2)).toBeNull();
    sessionStorage.setItem('shortlist.record-neighbours:/manager/roles/9', '{not json');
    expect(readRecordNeighbours('/manager/roles/9', 1)).toBeNull();
  });
});
