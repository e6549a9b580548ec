import { callRoute } from '@shortlist/api-client';
import type { OrganizationCandidateDocument, OrganizationCandidateView } from '@shortlist/domain/contract';
import {
  deleteCandidateDocument,
  downloadCandidateDocument,
  setCandidateDocumentType,
  uploadCandidateDocument,
} from '@shortlist/domain/contract';
import type { CandidateDocumentKind } from '@shortlist/domain/validation';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateRecordKeys } from './use-candidate-record.ts';

/** A document action's outcome for the section's status line. */
export type DocumentOutcome =
  | { kind: 'uploaded' | 'deleted'; name: string }
  | { kind: 'typeChanged'; name: string; documentType: CandidateDocumentKind };

/**
 * The calls on the candidate's documents; each change reads the record again, which carries the documents.
 */
export function useDocumentActions(record: OrganizationCandidateView) {
  const api = useApi();
  const queryClient = useQueryClient();
  const params = { orgId: record.organizationId, id: record.id };
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: candidateRecordKeys.record(record.organizationId, record.id) });

  const upload = useMutation({
    mutationFn: async ({ file, documentType }: { file: File; documentType: CandidateDocumentKind }) => {
      const body = new FormData();
      body.append('documentType', documentType);
      body.append('file', file, file.name);
      await callRoute(api, uploadCandidateDocument, { params, body });
      return { kind: 'uploaded', name: file.name } satisfies DocumentOutcome;
    },
    onSuccess: refresh,
  });
  const changeType = useMutation({
    mutationFn: async ({
      document,
      type,
    }: {
      document: OrganizationCandidateDocument;
      type: CandidateDocumentKind;
    }) => {
      await callRoute(api, setCandidateDocumentType, { params: { ...params, docId: document.id, type } });
      return { kind: 'typeChanged', name: document.fileName, documentType: type } satisfies DocumentOutcome;
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (document: OrganizationCandidateDocument) => {
      await callRoute(api, deleteCandidateDocument, { params: { ...params, docId: document.id } });
      return { kind: 'deleted', name: document.fileName } satisfies DocumentOutcome;
    },
    onSuccess: refresh,
  });
  /** The file itself, through the signed-in download. */
  const fetchFile = (document: OrganizationCandidateDocument) =>
    callRoute(api, downloadCandidateDocument, { params: { ...params, docId: document.id } });

  return { upload, changeType, remove, fetchFile };
}
