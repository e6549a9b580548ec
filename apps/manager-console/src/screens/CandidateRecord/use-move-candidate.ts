import { callRoute } from '@shortlist/api-client';
import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import { moveCandidateToStage } from '@shortlist/domain/contract';
import type { StageMoveMessageChoice } from '@shortlist/domain/schemas';
import type { StageId, SubStage } from '@shortlist/domain/stages';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateRecordKeys } from './use-candidate-record.ts';

export type MoveTarget = {
  stageId: number;
  stageName: string | null;
  subStage: SubStage;
  /** Issue 32: the move's message choice and a rejection's reason. */
  choice?: { message?: StageMoveMessageChoice; rejectionReasonId?: string };
};

/**
 * Moves the application and shows it at once: the header takes the new stage before the API answers (put
 * back if it refuses), then the record and its history are read again for what the server made of it.
 */
export function useMoveCandidate(record: OrganizationCandidateView) {
  const api = useApi();
  const queryClient = useQueryClient();
  const recordKey = candidateRecordKeys.record(record.organizationId, record.id);
  return useMutation({
    mutationFn: (target: MoveTarget) =>
      callRoute(api, moveCandidateToStage, {
        params: {
          id: record.id,
          stageId: target.stageId as StageId,
          substageId: target.subStage.id,
          orgId: record.organizationId,
        },
        body: target.choice ?? {},
      }),
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: recordKey });
      const before = queryClient.getQueryData<OrganizationCandidateView>(recordKey);
      if (before) {
        queryClient.setQueryData<OrganizationCandidateView>(recordKey, {
          ...before,
          application: {
            ...before.application,
            stage: { ...before.application.stage, id: target.stageId, name: target.stageName },
            subStage: { id: target.subStage.id, code: target.subStage.codeStage },
          },
        });
      }
      return { before };
    },
    onError: (_error, _target, context) => {
      if (context?.before) queryClient.setQueryData(recordKey, context.before);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recordKey }),
        queryClient.invalidateQueries({ queryKey: candidateRecordKeys.history(record.id) }),
        // The lists' counts and pages show the candidate where they now are.
        queryClient.invalidateQueries({ queryKey: ['stage-counts'] }),
      ]),
  });
}
