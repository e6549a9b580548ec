import { callRoute } from '@shortlist/api-client';
import { previewStageMove } from '@shortlist/domain/contract';
import type { SearchFilterInput } from '@shortlist/domain/schemas';
import type { StageId } from '@shortlist/domain/stages';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';
import type { MoveMessageChoice } from './move-message-choice.ts';
import { messageOf } from './move-message-choice.ts';

/** The candidates a move is about: their ids, or the list's filter as the bulk routes take it. */
export type MoveSelection = { ids: number[] } | { filter: SearchFilterInput };

/** What a move of the selection to the stage would send, by the stage's policy or the person's choice. */
export function useStageMovePreview(
  orgId: number | null | undefined,
  target: { stageId: number; substageId: number | null } | null,
  selection: MoveSelection,
  choice: MoveMessageChoice,
) {
  const api = useApi();
  const message = messageOf(choice);
  return useQuery({
    queryKey: ['stage-move-preview', orgId, target, selection, message ?? null],
    enabled: typeof orgId === 'number' && target !== null,
    queryFn: ({ signal }) =>
      callRoute(api, previewStageMove, {
        params: { orgId: orgId ?? 0 },
        body: {
          stageId: (target?.stageId ?? 0) as StageId,
          substageId: target?.substageId ?? null,
          ...selection,
          ...(message ? { message } : {}),
        },
        signal,
      }),
  });
}
