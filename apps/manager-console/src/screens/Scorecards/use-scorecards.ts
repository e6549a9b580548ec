import { callRoute } from '@shortlist/api-client';
import { fetchCandidateScorecards, saveOwnScorecard } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScorecardSaveBody } from './scorecard-draft.ts';

export const scorecardKeys = {
  candidate: (orgId: number, candidateId: number) => ['scorecards', orgId, candidateId] as const,
};

/** The candidate's scorecards as the signed-in manager may see them. */
export function useCandidateScorecards(orgId: number, candidateId: number) {
  const api = useApi();
  return useQuery({
    queryKey: scorecardKeys.candidate(orgId, candidateId),
    queryFn: ({ signal }) =>
      callRoute(api, fetchCandidateScorecards, { params: { orgId, cid: candidateId }, query: {}, signal }),
  });
}

/** Saves the manager's own scorecard at a stage, then reads everything again (others may open up). */
export function useSaveOwnScorecard(orgId: number, candidateId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return async (stageId: number, body: ScorecardSaveBody) => {
    const reply = await callRoute(api, saveOwnScorecard, {
      params: { orgId, cid: candidateId },
      body: { stageId, ...body },
    });
    await queryClient.invalidateQueries({ queryKey: scorecardKeys.candidate(orgId, candidateId) });
    return reply;
  };
}
