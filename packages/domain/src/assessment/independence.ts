import type { ScorecardStatus } from './scorecard-terms.ts';

/**
 * Whether a reader may see the other assessors' scorecards of a candidate at a stage (no anchoring, issue 33):
 * once every one of their own there is submitted (an assessment centre gives one per exercise); a reader with
 * none only when they decide for the organisation (a manager admin), never a colleague who might score next.
 */
export function othersOpenTo(own: readonly ScorecardStatus[], decides: boolean): boolean {
  return own.length > 0 ? own.every((status) => status === 'submitted') : decides;
}
