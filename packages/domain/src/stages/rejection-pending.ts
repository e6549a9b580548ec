import { stageIds } from './stage-ids.ts';
import type { SubStageCode } from './sub-stages.ts';

/** Rejected but not yet notified: the Rejected stage with its pending sub-stage (spec §4). */
export function isRejectionPending(state: {
  stageId: number;
  subStageCode: SubStageCode | null | undefined;
}): boolean {
  return state.stageId === stageIds.rejected && state.subStageCode === 'pending';
}
