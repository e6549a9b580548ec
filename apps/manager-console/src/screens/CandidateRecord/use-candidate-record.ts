import { ApiError, callRoute } from '@shortlist/api-client';
import {
  fetchCandidateHistory,
  fetchOrganizationCandidate,
  listCandidateNotes,
} from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';

// The server reads of one candidate record, each its own query so a later change (a note, a move) refreshes
// only what it touched: invalidate `candidateRecordKeys.notes(...)` after saving a note, for example.

export const candidateRecordKeys = {
  record: (orgId: number | null, candidateId: number) => ['candidate-record', orgId, candidateId] as const,
  history: (candidateId: number) => ['candidate-record', 'history', candidateId] as const,
  notes: (orgId: number | null, candidateId: number) =>
    ['candidate-record', 'notes', orgId, candidateId] as const,
};

/** A reply that says the candidate is not there (or not this organisation's, which answers the same). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function useCandidateRecord(orgId: number | null, candidateId: number) {
  const api = useApi();
  return useQuery({
    queryKey: candidateRecordKeys.record(orgId, candidateId),
    enabled: orgId !== null,
    queryFn: ({ signal }) =>
      callRoute(api, fetchOrganizationCandidate, { params: { orgId: orgId ?? 0, id: candidateId }, signal }),
  });
}

export function useCandidateHistory(candidateId: number) {
  const api = useApi();
  return useQuery({
    queryKey: candidateRecordKeys.history(candidateId),
    queryFn: ({ signal }) => callRoute(api, fetchCandidateHistory, { params: { id: candidateId }, signal }),
  });
}

export function useCandidateNotes(orgId: number | null, candidateId: number) {
  const api = useApi();
  return useQuery({
    queryKey: candidateRecordKeys.notes(orgId, candidateId),
    enabled: orgId !== null,
    queryFn: ({ signal }) =>
      callRoute(api, listCandidateNotes, { params: { orgId: orgId ?? 0, id: candidateId }, signal }),
  });
}
