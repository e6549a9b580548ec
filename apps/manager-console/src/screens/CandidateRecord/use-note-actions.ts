import { callRoute } from '@shortlist/api-client';
import type { CandidateNote } from '@shortlist/domain/contract';
import { addCandidateNote, deleteCandidateNote, updateCandidateNote } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateRecordKeys } from './use-candidate-record.ts';

/** Writing, editing and deleting the signed-in manager's own notes; the notes are read again after each. */
export function useNoteActions(orgId: number, candidateId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: candidateRecordKeys.notes(orgId, candidateId) });
  const create = useMutation({
    mutationFn: (comment: string) =>
      callRoute(api, addCandidateNote, { params: { orgId, id: candidateId }, body: { comment } }),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ note, comment }: { note: CandidateNote; comment: string }) =>
      callRoute(api, updateCandidateNote, {
        params: { orgId, cid: candidateId, noteId: note.id },
        body: { comment },
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (note: CandidateNote) =>
      callRoute(api, deleteCandidateNote, { params: { orgId, cid: candidateId, noteId: note.id } }),
    onSuccess: refresh,
  });
  return { create, edit, remove };
}

export type NoteActions = ReturnType<typeof useNoteActions>;
