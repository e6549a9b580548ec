import type { CandidateWithdrawBody, OwnApplicationSummary } from '@shortlist/domain/schemas';
import type { SubStageCode } from '@shortlist/domain/stages';
import { candidateFacingStatus, isClosedCandidateFacingStatus, stageIds } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidates, stageHistory, subStages } from '../db/schema/index.ts';
import { cancelWaitingMessages, stageMoveMessageWaitingSql } from '../messaging/cancelled-messages.ts';
import { moveCandidates } from '../pipeline/stage-moves.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { conflict } from '../shared/failures.ts';
import { findCandidateForOwner } from './access.ts';
import { lockCandidate } from './applications.ts';
import { listOwnApplicationSummaries } from './own-applications.ts';

export const withdrawalMessages = {
  notSubmitted: 'Only a submitted application can be withdrawn; an unfinished one can simply be left.',
  closed: 'This application is already closed, so it cannot be withdrawn.',
} as const;

const submittedStatuses = new Set(['ACTIVE', 'PASSPORT_ACTIVE']);

/**
 * POST /candidate/{id}/withdraw (issue 32): the candidate takes their own submitted application out of the
 * process. It moves to Withdrew through the pipeline's one move (history, audit, search and reports stay
 * right) with the reason 'withdrawn'; the candidate's reason is kept on the application with the move's time.
 * Decision: nobody is emailed: the candidate sees the confirmation on screen, and the hiring side sees the
 * move in the lists, the record's timeline and the reports.
 */
export function createCandidateWithdrawalService(db: Database) {
  return {
    async withdraw({ user }: AuthContext, candidateId: number, body: CandidateWithdrawBody) {
      const candidate = await findCandidateForOwner(db, user, candidateId);
      await db.transaction(async (tx) => {
        const current = await lockCandidate(tx, candidate);
        if (!submittedStatuses.has(current.status)) throw conflict(withdrawalMessages.notSubmitted);
        const [subStage] = current.subStageId
          ? await tx
              .select({ code: subStages.code })
              .from(subStages)
              .where(
                and(
                  eq(subStages.organizationId, current.organizationId),
                  eq(subStages.id, current.subStageId),
                ),
              )
          : [];
        const [waiting] = await tx
          .select({ yes: stageMoveMessageWaitingSql() })
          .from(candidates)
          .where(and(eq(candidates.organizationId, current.organizationId), eq(candidates.id, current.id)));
        // What the candidate reads decides: a rejection not yet told reads In review, so it can be withdrawn.
        const status = candidateFacingStatus({
          stageId: current.stageId,
          subStageCode: (subStage?.code ?? null) as SubStageCode | null,
          rejectionNotYetSent: waiting?.yes,
        });
        if (isClosedCandidateFacingStatus(status)) throw conflict(withdrawalMessages.closed);
        const { batchId } = await moveCandidates(tx, {
          actorUserId: user.id,
          organizationId: current.organizationId,
          candidateIds: [current.id],
          stageId: stageIds.withdrew,
          subStageId: null,
          reason: 'withdrawn',
          auditAction: 'candidate.withdrawn',
          notify: false,
        });
        // A rejection not yet told never goes now: the candidate left first.
        await cancelWaitingMessages(tx, {
          organizationId: current.organizationId,
          candidateIds: [current.id],
          reason: 'moved-again',
        });
        // The move's own time, so the record's timeline finds the reason on its entry.
        const [move] = await tx
          .select({ at: stageHistory.createdAt })
          .from(stageHistory)
          .where(
            and(eq(stageHistory.organizationId, current.organizationId), eq(stageHistory.batchId, batchId)),
          );
        await tx
          .update(candidates)
          .set({
            withdrawnAt: move?.at ?? new Date(),
            withdrawalReason: body.reason ?? null,
            withdrawalNote: body.note || null,
          })
          .where(and(eq(candidates.organizationId, current.organizationId), eq(candidates.id, current.id)));
      });
      const [summary] = await listOwnApplicationSummaries(db, user.id, candidate.id);
      return summary as OwnApplicationSummary;
    },
  };
}
