import { pipelineOrder } from '../stages/pipeline-order.ts';
import { stageIds } from '../stages/stage-ids.ts';

// Issue 33: the stages where candidates are interviewed or assessed, which a role's kits cover. Decision: the
// video interview and the interview group's stages; a kit on any other stage adds it to the role's matrix.
const assessed: readonly number[] = [
  stageIds.atVideoInterview,
  stageIds.atPhoneInterview,
  stageIds.atInterview,
  stageIds.firstRound,
  stageIds.secondRound,
  stageIds.assessmentCentre,
  stageIds.finalRound,
];

/** The assessed stages, and any other stage a kit is on, in pipeline order. */
export function assessedStagesWith(kitStageIds: readonly number[]): number[] {
  const wanted = new Set([...assessed, ...kitStageIds]);
  return (pipelineOrder as readonly number[]).filter((stageId) => wanted.has(stageId));
}
