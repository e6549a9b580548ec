import { callRoute } from '@shortlist/api-client';
import { undoCandidateMove } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Issue 32: takes back the caller's newest move of this candidate alone (the record's stage history), its
 * waiting messages cancelled; then every read is refreshed, as the list's undo does: the record, its history
 * and contact history, and the lists' counts all changed.
 */
export function useUndoMove(candidateId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(api, undoCandidateMove, { params: { id: candidateId } }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
