import type { ApiClient } from '@shortlist/api-client';
import { ApiError, callRoute } from '@shortlist/api-client';
import { inviteToAssessment } from '@shortlist/domain/contract';
import type { AssessmentType } from '@shortlist/domain/stages';

/** Candidates per request: small enough for steady progress, large enough that 10,000 take a minute or less. */
export const invitationBatchSize = 100;

export interface InvitationOutcome {
  invited: number;
  /** Refused when their batch ran: someone else invited or moved them after the check. */
  skipped: number;
}

/**
 * Invites the candidates the check found eligible, a batch per request so the dialog can show progress. A
 * batch whose candidates all became ineligible meanwhile answers 400 per candidate: counted as skipped.
 */
export async function inviteInBatches(
  api: ApiClient,
  type: AssessmentType,
  ids: readonly number[],
  onProgress: (done: number) => void,
): Promise<InvitationOutcome> {
  const outcome: InvitationOutcome = { invited: 0, skipped: 0 };
  for (let start = 0; start < ids.length; start += invitationBatchSize) {
    const batch = ids.slice(start, start + invitationBatchSize);
    try {
      const reply = await callRoute(api, inviteToAssessment, {
        params: { type },
        body: { candidateIds: batch },
      });
      outcome.invited += reply.invited.length;
      outcome.skipped += reply.skipped.length;
    } catch (failure) {
      const everyoneRefused =
        failure instanceof ApiError &&
        failure.status === 400 &&
        failure.fieldErrors.length > 0 &&
        failure.fieldErrors.every((error) => error.field.startsWith('candidateIds.'));
      if (!everyoneRefused) throw failure;
      outcome.skipped += batch.length;
    }
    onProgress(start + batch.length);
  }
  return outcome;
}
