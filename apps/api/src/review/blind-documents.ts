import type { CandidateDocumentKind } from '@shortlist/domain/validation';
import type { Executor } from '../db/database.ts';
import { forbidden } from '../shared/failures.ts';
import { blindStageIdsOf, isBlind } from './blind-review.ts';

export const blindDocumentMessages = {
  hidden: 'This document is hidden during blind review.',
} as const;

/** The documents that would show who the candidate is: their CV, cover letter and photo. */
export const identifyingDocumentKinds = [
  'CV',
  'COVER',
  'PHOTO',
] as const satisfies readonly CandidateDocumentKind[];

export function isHiddenByBlindReview(kind: string, blind: boolean): boolean {
  return blind && (identifyingDocumentKinds as readonly string[]).includes(kind);
}

/** Whether the application is blind now, by its organisation's blind stages. */
export async function isApplicationBlind(
  executor: Executor,
  application: { organizationId: number; stageId: number; revealedAt: Date | null },
): Promise<boolean> {
  return isBlind(application, await blindStageIdsOf(executor, application.organizationId));
}

/** Refuses (403) to open an identifying document of a blind application. */
export function assertDocumentOpens(kind: string, blind: boolean): void {
  if (isHiddenByBlindReview(kind, blind)) throw forbidden(blindDocumentMessages.hidden);
}
