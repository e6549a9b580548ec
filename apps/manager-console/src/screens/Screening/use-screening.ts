import { callRoute } from '@shortlist/api-client';
import { decideScreening, listRoles, listScreeningQueue } from '@shortlist/domain/contract';
import type { ScreeningDecisionPayload } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueueFilters } from './screening-address.ts';

// The server reads and writes of screening; a decision refreshes every queue (counts and rows change).

export const screeningKeys = {
  all: ['screening'] as const,
  queue: (orgId: number | null, filters: QueueFilters) => ['screening', 'queue', orgId, filters] as const,
};

export function useScreeningQueue(orgId: number | null | undefined, filters: QueueFilters) {
  const api = useApi();
  return useQuery({
    queryKey: screeningKeys.queue(orgId ?? null, filters),
    enabled: typeof orgId === 'number',
    queryFn: ({ signal }) =>
      callRoute(api, listScreeningQueue, {
        params: { orgId: orgId ?? 0 },
        query: {
          roleId: filters.roleId,
          stageId: filters.stageId,
          // Only the held tab asks for held ones; the default queue leaves the parameter out.
          held: filters.held ? true : null,
        },
        signal,
      }),
  });
}

/** The organisation's roles, for the role filter (the same cache entry as the roles list). */
export function useRoleChoices() {
  const api = useApi();
  return useQuery({ queryKey: ['roles'], queryFn: ({ signal }) => callRoute(api, listRoles, { signal }) });
}

export function useDecideScreening(orgId: number, candidateId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScreeningDecisionPayload) =>
      callRoute(api, decideScreening, { params: { orgId, id: candidateId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: screeningKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['candidate-record'] }),
      ]),
  });
}
