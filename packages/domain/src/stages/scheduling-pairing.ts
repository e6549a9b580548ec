import type { AssessmentType } from './assessment-types.ts';
import { isStageAllowedForType } from './assessment-types.ts';

export interface SchedulingRecord {
  type: AssessmentType;
  stageId: number;
}

/**
 * Spec §5: a type may be paired with the candidate's stage only if the type allows that stage and no
 * existing record already covers it.
 * Decision: a record of any type at that stage blocks the pairing; a caller editing a record leaves that
 * record out of existingRecords.
 */
export function isValidSchedulingPairing(input: {
  type: AssessmentType;
  candidateStageId: number;
  existingRecords: readonly SchedulingRecord[];
}): boolean {
  return (
    isStageAllowedForType(input.type, input.candidateStageId) &&
    !input.existingRecords.some((record) => record.stageId === input.candidateStageId)
  );
}
