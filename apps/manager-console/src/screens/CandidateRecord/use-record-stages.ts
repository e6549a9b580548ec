import { callRoute } from '@shortlist/api-client';
import { listOrganizationStages } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';

/** The stages the candidate's role uses, under the same cache key the candidate lists read them by. */
export function useRecordStages(orgId: number, roleId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['stages', orgId, roleId],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      callRoute(api, listOrganizationStages, {
        params: { orgId },
        query: roleId === null ? {} : { roleId },
        signal,
      }),
  });
}
