import { pipelineOrder } from './pipeline-order.ts';
import { resolveStageGroup } from './stage-groups.ts';
import type { Stage, SubStage, SubStageCode } from './sub-stages.ts';

function codesFor(stageId: number): readonly SubStageCode[] {
  // Decision: stages of the interview group also get invited and scheduled between pending and completed.
  return resolveStageGroup(stageId) === 'interview'
    ? ['pending', 'invited', 'scheduled', 'completed']
    : ['pending', 'completed'];
}

/**
 * The stages and sub-stages the API seeds for a new organisation, in pipeline order.
 * Sub-stage ids are numbered from firstSubStageId (default 1) so the caller can keep them unique.
 */
export function buildDefaultStageCatalogue(options: { firstSubStageId?: number } = {}): Stage[] {
  let nextId = options.firstSubStageId ?? 1;
  return pipelineOrder.map((stageId) => ({
    id: stageId,
    groupStage: resolveStageGroup(stageId),
    subStages: codesFor(stageId).map(
      (codeStage, orderIndex): SubStage => ({
        id: nextId++,
        codeStage,
        defaultSubStage: codeStage === 'pending',
        orderIndex,
      }),
    ),
  }));
}

export const defaultStageCatalogue: readonly Stage[] = buildDefaultStageCatalogue();
