import { callRoute } from '@shortlist/api-client';
import type { CandidateListItem, OrganizationStage, StageCount } from '@shortlist/domain/contract';
import { fetchStageCounts, listOrganizationStages, searchCandidates } from '@shortlist/domain/contract';
import type { Page, SearchFilterInput } from '@shortlist/domain/schemas';
import { resolveListTab } from '@shortlist/domain/stages';
import { useApi } from '@shortlist/shell/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useOrganizationId as useSignedInOrganization } from '../../app/use-organization-id.ts';
import type { ListAddress } from './list-address.ts';

// The server reads of a candidate list: the organisation's stages, and the page the address asks for.

/** The signed-in manager's organisation id, or null until it is known. */
export function useOrganizationId(): number | null {
  return useSignedInOrganization() ?? null;
}

export function useStages(roleId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  const orgId = useOrganizationId();
  return useQuery({
    queryKey: ['stages', orgId, roleId],
    enabled: enabled && orgId !== null,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      callRoute(api, listOrganizationStages, {
        params: { orgId: orgId ?? 0 },
        query: roleId === null ? {} : { roleId },
        signal,
      }),
  });
}

export const stageCountsKey = ['stage-counts'] as const;

/** How many candidates stand at each stage and sub-stage (the pickers' counts; refetched after a move). */
export function useStageCounts(roleId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...stageCountsKey, roleId],
    queryFn: ({ signal }) => callRoute(api, fetchStageCounts, { params: { roleId: roleId ?? 0 }, signal }),
  });
}

/** Totals by stage id, and by sub-stage id. */
export function totalsOf(counts: readonly StageCount[] | undefined) {
  const byStage = new Map<number, number>();
  const bySubStage = new Map<number, number>();
  for (const count of counts ?? []) {
    byStage.set(count.stageId, (byStage.get(count.stageId) ?? 0) + count.total);
    if (count.subStageId !== null)
      bySubStage.set(count.subStageId, (bySubStage.get(count.subStageId) ?? 0) + count.total);
  }
  return { byStage, bySubStage };
}

/**
 * The stage and sub-stage a view shows: named in the address, or the §2 tab. Decision: without either, a
 * role's list opens on the first stage (pipeline order) that holds candidates, with every sub-stage, so a
 * recruiter never lands on an empty Approached list; the search opens on every stage.
 */
export function resolveShownStage(
  address: ListAddress,
  stages: readonly OrganizationStage[] | undefined,
  counts: readonly StageCount[] | undefined,
  { defaultAll }: { defaultAll: boolean },
): { stageId: number | null; substageId: number | null } {
  if (address.allStages || (defaultAll && address.stageId === null && address.tab === null)) {
    return { stageId: null, substageId: null };
  }
  if (address.stageId !== null) return { stageId: address.stageId, substageId: address.substageId };
  if (!stages || !counts) return { stageId: null, substageId: null };
  if (address.tab === null) {
    const { byStage } = totalsOf(counts);
    const first = stages.find((stage) => (byStage.get(stage.id) ?? 0) > 0) ?? stages[0];
    return { stageId: first?.id ?? null, substageId: null };
  }
  const tab = resolveListTab({
    selectedTabIndex: address.tab,
    stages,
    configuredStageIds: stages.map((stage) => stage.id),
    groupStage: 'applied',
  });
  const stage = stages.find((candidate) => candidate.id === tab.stageId);
  const subStage = stage?.subStages.find((sub) => sub.codeStage === tab.subStageCode);
  return { stageId: tab.stageId, substageId: subStage?.id ?? null };
}

/** The search body of a view (without a selection): stage, sub-stage, term and filters. */
export function buildListFilter(
  address: ListAddress,
  shown: { stageId: number | null; substageId: number | null },
  roleId: number | null,
): SearchFilterInput {
  return {
    roleId,
    stageId: shown.stageId,
    substageId: shown.substageId,
    searchTerm: address.term.trim() === '' ? null : address.term.trim(),
    filters: address.filters,
  };
}

export const candidatePagesKey = ['candidate-pages'] as const;

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useCandidatePage(
  roleId: number | null,
  address: ListAddress,
  filter: SearchFilterInput,
  enabled: boolean,
) {
  const api = useApi();
  return useQuery<Page<CandidateListItem>>({
    queryKey: [
      ...candidatePagesKey,
      roleId,
      filter,
      address.page,
      address.size,
      address.sortBy,
      address.orderBy,
    ],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callRoute(api, searchCandidates, {
        params: { kind: 'candidate', id: roleId ?? 0 },
        query: {
          page: address.page,
          resultsPerPage: address.size,
          sortBy: address.sortBy,
          orderBy: address.orderBy,
        },
        body: filter,
        signal,
      }),
  });
}
