import { callRoute } from '@shortlist/api-client';
import { listListColumns, saveListColumns } from '@shortlist/domain/contract';
import type { CandidateListColumn, CandidateListKey } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultColumns } from './columns.tsx';

const columnsKey = ['list-columns'] as const;

/** The columns the user keeps for a list, in their order (kept by the API, so they follow the user). */
export function useListColumns(listKey: CandidateListKey) {
  const api = useApi();
  const queryClient = useQueryClient();
  const kept = useQuery({
    queryKey: columnsKey,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => callRoute(api, listListColumns, { signal }),
  });
  const columns: readonly CandidateListColumn[] = kept.data?.[listKey] ?? defaultColumns[listKey];
  async function save(next: readonly CandidateListColumn[]) {
    const saved = await callRoute(api, saveListColumns, {
      params: { listKey },
      body: { columns: [...next] },
    });
    queryClient.setQueryData(columnsKey, { ...kept.data, [listKey]: saved.columns });
  }
  return { columns, save };
}
