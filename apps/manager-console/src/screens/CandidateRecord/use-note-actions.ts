import { callRoute } from '@shortlist/api-client';
import type { CandidateNote } from '@shortlist/domain/contract';
import {
  addCandidateNote,
  deleteCandidateNote,
  listCandidateNotes,
  updateCandidateNote,
} from '@shortlist/domain/contract';
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
  // Lost updates (issue 31): an edit names the version it started from, the note's updatedAt, or the one given
  // when overwriting someone's later save.
  const edit = useMutation({
    mutationFn: ({ note, comment, version }: { note: CandidateNote; comment: string; version?: string }) =>
      callRoute(api, updateCandidateNote, {
        params: { orgId, cid: candidateId, noteId: note.id },
        body: { comment },
        ifMatch: version ?? note.updatedAt,
      }),
    onSuccess: refresh,
  });
  /** The note's version as stored now, read again (for an overwrite). */
  async function latestVersionOf(note: CandidateNote): Promise<string> {
    const notes = await callRoute(api, listCandidateNotes, { params: { orgId, id: candidateId } });
    return notes.find((each) => each.id === note.id)?.updatedAt ?? note.updatedAt;
  }
  const remove = useMutation({
    mutationFn: (note: CandidateNote) =>
      callRoute(api, deleteCandidateNote, { params: { orgId, cid: candidateId, noteId: note.id } }),
    onSuccess: refresh,
  });
  return { create, edit, remove, refresh, latestVersionOf };
}

export type NoteActions = ReturnType<typeof useNoteActions>;
