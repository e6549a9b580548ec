import { callRoute } from '@shortlist/api-client';
import { fetchCandidateContacts } from '@shortlist/domain/contract';
import type { ContactChannel } from '@shortlist/domain/enums';
import type { Page } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useInfiniteQuery } from '@tanstack/react-query';

/** One message of GET .../contact/{channel}, as apps/api/src/pipeline/organization-candidates.ts answers. */
export interface ContactMessage {
  id: number;
  channel: ContactChannel;
  recipient: string;
  template: string;
  /** A private message (a one-time code) comes with a neutral subject and no body. */
  subject: string | null;
  body: string | null;
  createdAt: string;
  sentAt: string | null;
  /** scheduled, queued, sent, failed, unknown or cancelled; a status the client does not know shows as sent. */
  status: string;
  failureReason: string | null;
  /** Issue 32: when a held or scheduled message goes, and why a cancelled one never will. */
  scheduledFor?: string | null;
  cancelReason?: string | null;
}

export const contactPageSize = 10;

/** Every message to the candidate (both channels), newest first, a page at a time. */
export function useContactHistory(orgId: number, candidateId: number) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: ['candidate-record', 'contacts', orgId, candidateId],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      // The contract leaves the reply untyped; its shape is the page of ContactMessage above.
      (await callRoute(api, fetchCandidateContacts, {
        params: { orgId, id: candidateId, channel: 'ALL' },
        query: { page: pageParam, resultsPerPage: contactPageSize },
        signal,
      })) as Page<ContactMessage>,
    getNextPageParam: (last) => (last.hasNext ? last.number + 1 : undefined),
  });
}
