import { callRoute } from '@shortlist/api-client';
import { downloadCandidateDocument, fetchCandidateReplies } from '@shortlist/domain/contract';
import type { InboundAttachmentView } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';

/** The candidate's replies (email and text), newest first, and a way to fetch a reply's file. */
export function useReplies(orgId: number, candidateId: number) {
  const api = useApi();
  const replies = useQuery({
    queryKey: ['candidate-record', 'replies', orgId, candidateId],
    queryFn: ({ signal }) =>
      callRoute(api, fetchCandidateReplies, { params: { orgId, id: candidateId }, signal }),
  });
  /** A reply's file is one of the candidate's documents, read through the signed-in download. */
  const fetchAttachment = (applicationId: number, attachment: InboundAttachmentView) =>
    callRoute(api, downloadCandidateDocument, {
      params: { orgId, id: applicationId, docId: attachment.documentId },
    });
  return { replies, fetchAttachment };
}
