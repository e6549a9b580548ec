import { callRoute } from '@shortlist/api-client';
import { decideAtWashUp, fetchRole, getFairnessEvidence, getWashUp } from '@shortlist/domain/contract';
import type { WashUpDecisionPayload } from '@shortlist/domain/schemas';
import type { StageId } from '@shortlist/domain/stages';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The server reads and writes of the wash-up and the fairness evidence; a decision refreshes the matrix.

export const washUpKeys = {
  all: ['wash-up'] as const,
  matrix: (orgId: number, roleId: number, stageId: number) => ['wash-up', orgId, roleId, stageId] as const,
};

export function useRoleName(roleId: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['role', roleId],
    enabled: Number.isInteger(roleId) && roleId > 0,
    queryFn: ({ signal }) => callRoute(api, fetchRole, { params: { id: roleId }, signal }),
    select: (role) => role.name,
  });
}

export function useWashUp(orgId: number | null | undefined, roleId: number, stageId: number) {
  const api = useApi();
  return useQuery({
    queryKey: washUpKeys.matrix(orgId ?? 0, roleId, stageId),
    enabled: typeof orgId === 'number' && roleId > 0,
    queryFn: ({ signal }) =>
      callRoute(api, getWashUp, {
        params: { orgId: orgId ?? 0, roleId },
        query: { stageId: stageId as StageId },
        signal,
      }),
  });
}

export function useWashUpDecision(orgId: number, roleId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WashUpDecisionPayload) =>
      callRoute(api, decideAtWashUp, { params: { orgId, roleId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: washUpKeys.all }),
  });
}

export function useFairness(orgId: number | null | undefined, roleId: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['fairness', orgId, roleId],
    enabled: typeof orgId === 'number' && roleId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      callRoute(api, getFairnessEvidence, { params: { orgId: orgId ?? 0, roleId }, query: {}, signal }),
  });
}
