import type { SearchFilterInput } from '@shortlist/domain/schemas';

// What a bulk action acts on: ticked rows, or every candidate the search matches less those unticked (§3).

export type Selection =
  | { kind: 'ids'; ids: ReadonlySet<number> }
  | { kind: 'matching'; unselected: ReadonlySet<number> };

export const noSelection: Selection = { kind: 'ids', ids: new Set() };

/** How many candidates the selection holds, given how many the search matches. */
export function countSelection(selection: Selection, matching: number): number {
  return selection.kind === 'ids' ? selection.ids.size : Math.max(0, matching - selection.unselected.size);
}

export function isSelected(selection: Selection, id: number): boolean {
  return selection.kind === 'ids' ? selection.ids.has(id) : !selection.unselected.has(id);
}

/** The selection after the ticks of one page changed: `pageIds` are the page's rows, `ticked` those ticked now. */
export function applyPageTicks(
  selection: Selection,
  pageIds: readonly number[],
  ticked: ReadonlySet<number>,
): Selection {
  if (selection.kind === 'ids') {
    const ids = new Set([...selection.ids].filter((id) => !pageIds.includes(id)));
    for (const id of ticked) ids.add(id);
    return { kind: 'ids', ids };
  }
  const unselected = new Set([...selection.unselected].filter((id) => !pageIds.includes(id)));
  for (const id of pageIds) if (!ticked.has(id)) unselected.add(id);
  return { kind: 'matching', unselected };
}

/** Toggles one candidate (the keyboard's x). */
export function toggleOne(selection: Selection, id: number): Selection {
  if (selection.kind === 'ids') {
    const ids = new Set(selection.ids);
    if (!ids.delete(id)) ids.add(id);
    return { kind: 'ids', ids };
  }
  const unselected = new Set(selection.unselected);
  if (!unselected.delete(id)) unselected.add(id);
  return { kind: 'matching', unselected };
}

/**
 * The filter object a bulk action sends: the chosen ids alone, or the search itself less the unticked,
 * so a 10,000-candidate selection is one small request.
 */
export function selectionFilter(selection: Selection, search: SearchFilterInput): SearchFilterInput {
  if (selection.kind === 'ids') return { ids: [...selection.ids] };
  return { ...search, unselectedIds: [...selection.unselected] };
}
