import { callRoute } from '@shortlist/api-client';
import { listSortPreferences, saveSortPreference } from '@shortlist/domain/contract';
import type { SortPreferenceListKey } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import type { SortDirection } from '@shortlist/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export type KeptSort<Column extends string> = { column: Column; direction: SortDirection };

const sortKey = ['sort-preferences'] as const;

/**
 * The sort a user keeps for one list (§2), read from and saved to the API so it follows them between
 * machines; a kept column this list no longer has reads as none.
 */
export function useKeptSort<Column extends string>(
  listKey: SortPreferenceListKey,
  columns: readonly Column[],
): { sort: KeptSort<Column> | null; save: (next: KeptSort<Column>) => void } {
  const api = useApi();
  const queryClient = useQueryClient();
  const kept = useQuery({
    queryKey: sortKey,
    queryFn: ({ signal }) => callRoute(api, listSortPreferences, { signal }),
  });
  const preference = kept.data?.[listKey];
  const column = columns.find((name) => name === preference?.sortBy);
  const sort = column && preference ? { column, direction: preference.orderBy } : null;
  function save(next: KeptSort<Column>) {
    const body = { sortBy: next.column, orderBy: next.direction };
    queryClient.setQueryData(sortKey, { ...kept.data, [listKey]: body });
    void callRoute(api, saveSortPreference, { params: { listKey }, body }).catch(() =>
      queryClient.invalidateQueries({ queryKey: sortKey }),
    );
  }
  return { sort, save };
}
