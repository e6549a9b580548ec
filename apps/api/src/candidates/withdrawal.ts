import type {
  CandidateWithdrawBody,
  OwnApplicationSummary,
  WithdrawalReason,
} from '@shortlist/domain/schemas';
import type { SubStageCode } from '@shortlist/domain/stages';
import { candidateFacingStatus, isClosedCandidateFacingStatus, stageIds } from '@shortlist/domain/stages';
import { manager } from '@shortlist/i18n/resources/manager';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidates, stageHistory, subStages } from '../db/schema/index.ts';
import { notifyAssignee } from '../messaging/assignee-notice.ts';
import { cancelWaitingMessages, stageMoveMessageWaitingSql } from '../messaging/cancelled-messages.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { moveCandidates } from '../pipeline/stage-moves.ts';
import type { Settings } from '../settings.ts';
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

/** The reason as the record's timeline words it, for the assignee's email; none when none was chosen. */
const reasonData = (reason: WithdrawalReason | null | undefined) =>
  reason ? { withdrawal: { reason: manager.record.history.withdrawalReasons[reason] } } : {};

/**
 * POST /candidate/{id}/withdraw (issue 32): the candidate takes their own submitted application out of the
 * process. It moves to Withdrew through the pipeline's one move (history, audit, search and reports stay
 * right) with the reason 'withdrawn'; the candidate's reason is kept on the application with the move's time.
 * The application's assignee is emailed ('candidate-withdrew', like a reply's notice: the candidate named, or
 * the application's number where the record is blind, the reason they chose in words, a link to the record;
 * their own note stays in the record); no assignee, no email. Decision: the candidate is not emailed: they
 * see the confirmation on screen.
 */
export function createCandidateWithdrawalService(
  db: Database,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
) {
  return {
    async withdraw({ user }: AuthContext, candidateId: number, body: CandidateWithdrawBody) {
      const candidate = await findCandidateForOwner(db, user, candidateId);
      await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
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
          await notifyAssignee(tx, outbox, settings, {
            organizationId: current.organizationId,
            candidateId: current.id,
            template: 'candidate-withdrew',
            data: reasonData(body.reason),
          });
        }),
      );
      const [summary] = await listOwnApplicationSummaries(db, user.id, candidate.id);
      return summary as OwnApplicationSummary;
    },
  };
}
