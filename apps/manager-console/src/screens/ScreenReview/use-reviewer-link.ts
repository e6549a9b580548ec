import { ApiError, callRoute } from '@shortlist/api-client';
import type { ReviewerQueue } from '@shortlist/domain/contract';
import {
  fetchReviewCandidate,
  fetchReviewerQueue,
  saveReviewCandidate,
  scoreReviewCandidate,
} from '@shortlist/domain/contract';
import type { ReviewerFeedback, ScorePayload } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readReviewCandidate } from './review-candidate.ts';

// An outside reviewer's calls, all public and all by the link's organisation and secret (§7 Public).

export type ReviewerLink = { organization: string; token: string };

const keys = {
  queue: (link: ReviewerLink) => ['reviewer-link', link.organization, link.token] as const,
  candidate: (link: ReviewerLink, id: number) =>
    ['reviewer-link', link.organization, link.token, id] as const,
};

/** A reply that says the link is no good: unknown, expired, revoked, or not this organisation's. */
export function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && [400, 401, 403, 404, 410].includes(error.status);
}

export function useReviewerQueue(link: ReviewerLink | null) {
  const api = useApi();
  return useQuery({
    queryKey: keys.queue(link ?? { organization: '', token: '' }),
    enabled: link !== null,
    retry: (count, error) => !isDeadLink(error) && count < 2,
    queryFn: ({ signal }) =>
      callRoute(api, fetchReviewerQueue, {
        params: { id: link?.organization ?? '', token: link?.token ?? '' },
        signal,
      }),
  });
}

export function useReviewCandidate(link: ReviewerLink, candidateId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: keys.candidate(link, candidateId ?? 0),
    enabled: candidateId !== null,
    queryFn: async ({ signal }) =>
      readReviewCandidate(
        await callRoute(api, fetchReviewCandidate, {
          params: { id: link.organization, token: link.token, candidateId: candidateId ?? 0 },
          signal,
        }),
        candidateId ?? 0,
      ),
  });
}

export type ReviewSubmission = {
  candidateId: number;
  score: ScorePayload | null;
  feedback: ReviewerFeedback;
};

/** Saves the score (when given) then the recommendation, and ticks the candidate off in the queue. */
export function useSaveReview(link: ReviewerLink) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ candidateId, score, feedback }: ReviewSubmission) => {
      const params = { id: link.organization, token: link.token, candidateId };
      if (score) await callRoute(api, scoreReviewCandidate, { params, body: score });
      await callRoute(api, saveReviewCandidate, { params, body: feedback });
    },
    onSuccess: (_, { candidateId }) => {
      queryClient.setQueryData<ReviewerQueue>(keys.queue(link), (queue) =>
        queue
          ? {
              ...queue,
              candidates: queue.candidates.map((entry) =>
                entry.id === candidateId ? { ...entry, reviewed: true } : entry,
              ),
            }
          : queue,
      );
    },
  });
}
