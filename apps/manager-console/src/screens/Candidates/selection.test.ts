import { describe, expect, it } from 'vitest';
import {
  applyPageTicks,
  countSelection,
  isSelected,
  noSelection,
  selectionFilter,
  toggleOne,
} from './selection.ts';

const search = { roleId: 7, stageId: 3, filters: { groups: [1] } };

describe('a list selection', () => {
  it('counts ticked rows, or the matching total less the unticked', () => {
    expect(countSelection({ kind: 'ids', ids: new Set([1, 2]) }, 900)).toBe(2);
    expect(countSelection({ kind: 'matching', unselected: new Set([5]) }, 900)).toBe(899);
  });

  it('keeps ticks of other pages when one page changes', () => {
    const first = applyPageTicks(noSelection, [1, 2, 3], new Set([1, 3]));
    const second = applyPageTicks(first, [4, 5], new Set([5]));
    expect([...(second.kind === 'ids' ? second.ids : [])].sort()).toEqual([1, 3, 5]);
  });

  it('records unticked rows while every matching candidate is selected', () => {
    const all = applyPageTicks({ kind: 'matching', unselected: new Set() }, [1, 2, 3], new Set([1, 3]));
    expect(isSelected(all, 2)).toBe(false);
    expect(isSelected(all, 1)).toBe(true);
    expect(isSelected(all, 999)).toBe(true);
  });

  it('toggles one candidate either way', () => {
    const one = toggleOne(noSelection, 4);
    expect(isSelected(one, 4)).toBe(true);
    expect(isSelected(toggleOne(one, 4), 4)).toBe(false);
    const all = toggleOne({ kind: 'matching', unselected: new Set() }, 4);
    expect(isSelected(all, 4)).toBe(false);
  });

  it('sends ids alone for ticked rows, and the search less the unticked for "all matching"', () => {
    expect(selectionFilter({ kind: 'ids', ids: new Set([8, 9]) }, search)).toEqual({ ids: [8, 9] });
    expect(selectionFilter({ kind: 'matching', unselected: new Set([2]) }, search)).toEqual({
      ...search,
      unselectedIds: [2],
    });
  });
});
