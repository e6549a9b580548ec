import { pipelineOrder } from './pipeline-order.ts';
import { stageIds } from './stage-ids.ts';

const exits: readonly number[] = [stageIds.withdrew, stageIds.rejected];

/**
 * The stage a candidate progresses to (a screening 'progress'): the first of the organisation's stages
 * after the current one in pipeline order, never an exit (Withdrew, Rejected). Null when none follows, or
 * when the current stage is outside the pipeline.
 */
export function findNextStage(currentStageId: number, enabledStageIds: readonly number[]): number | null {
  const order = pipelineOrder as readonly number[];
  const from = order.indexOf(currentStageId);
  if (from === -1) return null;
  const enabled = new Set(enabledStageIds);
  return order.slice(from + 1).find((stageId) => enabled.has(stageId) && !exits.includes(stageId)) ?? null;
}
