import type { CandidateCodeStage } from '../enums/enumerations.ts';

type CodeStage = CandidateCodeStage | null | undefined;

/** The candidate scheduler shows as scheduled once the candidate has booked (spec §4). */
export function isSchedulerScheduled(codeStage: CodeStage): boolean {
  return codeStage === 'SCHEDULED';
}

export function isScreeningActive(codeStage: CodeStage): boolean {
  return codeStage === 'IN_PROGRESS';
}

export function isHrScheduled(codeStage: CodeStage): boolean {
  return codeStage === 'SCHEDULED';
}
