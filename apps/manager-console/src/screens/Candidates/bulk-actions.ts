import type { ApiClient } from '@shortlist/api-client';
import { callRoute } from '@shortlist/api-client';
import {
  addCandidatesToGroupByFilter,
  assignCandidatesByFilter,
  createGroup,
  exportAllCandidatesCsv,
  exportCandidatesCsv,
  fastTrackCandidatesByFilter,
  moveCandidatesByFilter,
  removeCandidatesFromGroup,
  undoCandidateChange,
} from '@shortlist/domain/contract';
import type { SearchFilterInput, StageMoveMessageChoice } from '@shortlist/domain/schemas';
import { saveDownload } from '@shortlist/shell/react';

// The bulk actions of a candidate list, each one request over the selection's filter object (§3).

export const bulkKinds = ['move', 'fastTrack', 'assign', 'group', 'exportCsv'] as const;
export type BulkKind = (typeof bulkKinds)[number];

export type BulkRequest =
  | { kind: 'move' | 'fastTrack'; stageId: number; substageId: number }
  | { kind: 'assign'; userId: number }
  | { kind: 'group'; mode: 'add'; groupId: number | null; newGroupName: string }
  | { kind: 'group'; mode: 'remove'; groupId: number }
  | { kind: 'exportCsv' };

/** Adding to a group, or taking out of one (which needs an existing group). */
export type GroupMode = 'add' | 'remove';

/** The group a list is filtered by when it is filtered by exactly one: its members are likely to be taken out. */
export function filteredGroupOf(filter: SearchFilterInput): number | null {
  const groups = filter.filters?.groups;
  return groups?.length === 1 ? (groups[0] ?? null) : null;
}

export type BulkOutcome = {
  kind: BulkKind;
  count: number;
  /** A candidate of the batch: POST /candidate/{id}/undo takes the whole batch back. */
  undoCandidateId: number | null;
};

/** Issue 32: what a move or fast-track says about its message, and a rejection's reason. */
export type MoveBodyChoice = { message?: StageMoveMessageChoice; rejectionReasonId?: string };

export async function runBulkAction(
  api: ApiClient,
  request: BulkRequest,
  filter: SearchFilterInput,
  roleId: number | null,
  choice: MoveBodyChoice = {},
): Promise<BulkOutcome> {
  switch (request.kind) {
    case 'move': {
      const reply = await callRoute(api, moveCandidatesByFilter, {
        params: { stageId: request.stageId, substageId: request.substageId },
        body: { ...filter, ...choice },
      });
      return { kind: 'move', count: reply.moved, undoCandidateId: reply.undoCandidateId };
    }
    case 'fastTrack': {
      const reply = await callRoute(api, fastTrackCandidatesByFilter, {
        params: { stageId: request.stageId, substageId: request.substageId },
        body: { ...filter, ...choice },
      });
      return { kind: 'fastTrack', count: reply.moved, undoCandidateId: reply.undoCandidateId };
    }
    case 'assign': {
      const reply = await callRoute(api, assignCandidatesByFilter, {
        params: { userId: request.userId },
        body: filter,
      });
      return { kind: 'assign', count: reply.assigned, undoCandidateId: null };
    }
    case 'group': {
      if (request.mode === 'remove') {
        const reply = await callRoute(api, removeCandidatesFromGroup, {
          params: { id: request.groupId },
          body: filter,
        });
        return { kind: 'group', count: reply.removed, undoCandidateId: null };
      }
      const groupId =
        request.groupId ?? (await callRoute(api, createGroup, { body: { name: request.newGroupName } })).id;
      const reply = await callRoute(api, addCandidatesToGroupByFilter, {
        params: { id: groupId },
        body: filter,
      });
      return { kind: 'group', count: reply.added, undoCandidateId: null };
    }
    case 'exportCsv': {
      const file =
        roleId === null
          ? await callRoute(api, exportAllCandidatesCsv, { body: filter })
          : await callRoute(api, exportCandidatesCsv, { params: { id: roleId }, body: filter });
      saveDownload(file, 'candidates.csv');
      return { kind: 'exportCsv', count: 0, undoCandidateId: null };
    }
  }
}

/** What an undo did: candidates back where they were, their waiting messages cancelled, and those gone. */
export interface UndoOutcome {
  count: number;
  cancelledMessages: number;
  goneMessages: number;
}

/** Takes a move back: every candidate of the batch returns to where it was, its waiting messages cancelled. */
export async function undoBulkMove(api: ApiClient, candidateId: number): Promise<UndoOutcome> {
  const reply = await callRoute(api, undoCandidateChange, { params: { id: candidateId } });
  if (!('undone' in reply)) return { count: 1, cancelledMessages: 0, goneMessages: 0 };
  return {
    count: reply.undone,
    cancelledMessages: reply.cancelledMessages ?? 0,
    goneMessages: reply.goneMessages ?? 0,
  };
}
