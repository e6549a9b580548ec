import { callRoute } from '@shortlist/api-client';
import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import { revealCandidate } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateRecordKeys } from './use-candidate-record.ts';

/** A manager admin lifts blind review with a reason; the reply is the revealed record, shown at once. */
export function useRevealCandidate(record: OrganizationCandidateView) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      callRoute(api, revealCandidate, {
        params: { orgId: record.organizationId, id: record.id },
        body: { reason },
      }),
    onSuccess: (revealed) => {
      queryClient.setQueryData(candidateRecordKeys.record(record.organizationId, record.id), revealed);
      // Notes and history name people too; they are read again as the revealed viewer sees them.
      void queryClient.invalidateQueries({
        queryKey: candidateRecordKeys.notes(record.organizationId, record.id),
      });
      void queryClient.invalidateQueries({ queryKey: candidateRecordKeys.history(record.id) });
    },
  });
}
