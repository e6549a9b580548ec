import type { AssessmentResultStage, CandidateCodeStage } from '../enums/enumerations.ts';

export const statusCellMarks = ['cross', 'tick', 'dash'] as const;
export type StatusCellMark = (typeof statusCellMarks)[number];

/** A stage's status column in candidate lists (spec §2): cross for pending or error, tick for completed. */
export function resolveStatusCell(
  state: AssessmentResultStage | CandidateCodeStage | string | null | undefined,
): StatusCellMark {
  if (state === 'PENDING' || state === 'ERROR') return 'cross';
  if (state === 'COMPLETED') return 'tick';
  return 'dash';
}
