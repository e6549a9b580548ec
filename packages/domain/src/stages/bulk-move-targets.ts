import { comparePipelineOrder, pipelineOrder } from './pipeline-order.ts';
import { stageIds } from './stage-ids.ts';

export const bulkMoveKinds = ['move', 'fastTrack'] as const;
export type BulkMoveKind = (typeof bulkMoveKinds)[number];

const exits: readonly number[] = [stageIds.withdrew, stageIds.rejected];

/**
 * The stages a bulk action may send candidates to, in pipeline order. A move goes anywhere the
 * organisation has a stage (a sub-stage change within the shown stage included); a fast-track only forward,
 * past the shown stage and never to an exit (the API skips candidates already at or past the target).
 */
export function resolveBulkMoveTargets<Stage extends { id: number }>(
  stages: readonly Stage[],
  { kind, fromStageId }: { kind: BulkMoveKind; fromStageId: number | null },
): Stage[] {
  const ordered = stages.toSorted((a, b) => comparePipelineOrder(a.id, b.id));
  if (kind === 'move') return ordered;
  const from = fromStageId === null ? -1 : (pipelineOrder as readonly number[]).indexOf(fromStageId);
  return ordered.filter((stage) => {
    const position = (pipelineOrder as readonly number[]).indexOf(stage.id);
    return position > from && !exits.includes(stage.id);
  });
}
