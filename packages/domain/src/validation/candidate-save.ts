import type { CandidateStatus } from '../enums/enumerations.ts';

export type CandidateSaveTarget = 'server' | 'local';

export type CandidateSaveInput = {
  /** The candidate's current step (number of completed steps). */
  step: number;
  /** The step the save asks to move to. */
  nextStep: number;
  /** A CV, cover letter or photo upload is attached. */
  hasUpload: boolean;
  forced: boolean;
  /** The role carries a 'doNotSave' setting. */
  roleHasDoNotSave: boolean;
};

/**
 * Where a candidate save goes (spec §5): the server when the step equals the requested next step, an upload
 * is attached, the save is forced, or the role lacks a 'doNotSave' setting; otherwise it stays local.
 */
export function decideCandidateSave(input: CandidateSaveInput): CandidateSaveTarget {
  const { step, nextStep, hasUpload, forced, roleHasDoNotSave } = input;
  if (step === nextStep || hasUpload || forced || !roleHasDoNotSave) return 'server';
  return 'local';
}

export type LocalStepInput = {
  step: number;
  status: CandidateStatus | null | undefined;
  maxSteps: number;
};

/**
 * The step after a local save (spec §4): one more while the candidate is not ACTIVE and the step is below
 * the maximum; otherwise unchanged. Call it only when decideCandidateSave answered 'local'.
 */
export function advanceStepLocally({ step, status, maxSteps }: LocalStepInput): number {
  return status !== 'ACTIVE' && step < maxSteps ? step + 1 : step;
}

/** Statuses for which choosing a resource clears the candidate's organisation (spec §4). */
export const organizationClearingStatuses = [
  'PASSPORT',
  'PASSPORT_ACTIVE',
] as const satisfies readonly CandidateStatus[];

/** True when choosing a resource should clear the candidate's organisation (PASSPORT statuses). */
export function clearsOrganizationOnResourceChoice(status: CandidateStatus | null | undefined): boolean {
  return (organizationClearingStatuses as readonly (CandidateStatus | null | undefined)[]).includes(status);
}
