import { callRoute } from '@shortlist/api-client';
import type { OrganizationCandidateScore } from '@shortlist/domain/contract';
import { fetchOrganization, saveCandidateStageScores } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { candidateRecordKeys } from '../use-candidate-record.ts';
import type { ScoreEntry } from './score-draft.ts';
import { toScoreMetrics } from './score-metrics.ts';

/** PUT .../score/{stageId} answers the candidate's scores afresh (apps/api/src/pipeline/scores.ts). */
export interface StageScoresReply {
  score: number | null;
  totalScore: number | null;
  scores: OrganizationCandidateScore[];
}

/** The organisation's scoring metrics, from the same read (and cache) as Settings › Scoring metrics. */
export function useScoreMetrics(orgId: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['organization', orgId],
    queryFn: ({ signal }) => callRoute(api, fetchOrganization, { params: { id: orgId }, signal }),
    select: (organization) => toScoreMetrics(organization.metrics ?? []),
  });
}

export function useSaveStageScores(orgId: number, candidateId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ stageId, entries }: { stageId: number; entries: ScoreEntry[] }) =>
      // The contract leaves the reply untyped; its shape is StageScoresReply.
      (await callRoute(api, saveCandidateStageScores, {
        params: { orgId, id: candidateId, stageId },
        body: entries,
      })) as StageScoresReply,
    // The record's header and lists show the totals too: read them again.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: candidateRecordKeys.record(orgId, candidateId) }),
  });
}
