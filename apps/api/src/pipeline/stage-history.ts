import { and, desc, eq } from 'drizzle-orm';
import { findCandidateForManager } from '../candidates/access.ts';
import type { Database } from '../db/database.ts';
import { stageHistory, subStages, users } from '../db/schema/index.ts';
import { loadRejectionReasons } from '../message-policies/rejection-reasons.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { clock } from '../shared/clock.ts';
import { toEpochSeconds } from '../shared/epoch.ts';
import { isUndoableBy } from './batch-undo.ts';

/**
 * GET /candidate/{id}/history: who moved the candidate, from where to where and when; newest first, the
 * newest marked undoable while the caller may still take it back (POST /candidate/{id}/undo-move).
 */
export function createStageHistoryService(db: Database) {
  return {
    async history(user: UserRow, candidateId: number) {
      const candidate = await findCandidateForManager(db, user, candidateId);
      const rows = await db
        .select({
          id: stageHistory.id,
          fromStageId: stageHistory.fromStageId,
          toStageId: stageHistory.toStageId,
          toSubStageCode: subStages.code,
          actorUserId: stageHistory.actorUserId,
          actorFirstName: users.firstName,
          actorLastName: users.lastName,
          reason: stageHistory.reason,
          batchId: stageHistory.batchId,
          at: stageHistory.createdAt,
        })
        .from(stageHistory)
        .leftJoin(subStages, eq(stageHistory.toSubStageId, subStages.id))
        .leftJoin(users, eq(stageHistory.actorUserId, users.id))
        .where(
          and(
            eq(stageHistory.organizationId, candidate.organizationId),
            eq(stageHistory.candidateId, candidate.id),
          ),
        )
        .orderBy(desc(stageHistory.createdAt), desc(stageHistory.id));
      // The candidate's reason belongs to the move that withdrew them: the one at the application's withdrawal time.
      const withdrawnAt = candidate.withdrawnAt?.getTime() ?? null;
      // The rejection's reason belongs to the move that rejected them, written at the same instant.
      const rejectedAt = candidate.rejectedAt?.getTime() ?? null;
      const rejectionReason =
        candidate.rejectionReasonId === null
          ? null
          : ((await loadRejectionReasons(db, candidate.organizationId)).find(
              (reason) => reason.id === candidate.rejectionReasonId,
            )?.name ?? null);
      const now = clock.now();
      return rows.map(({ actorUserId, actorFirstName, actorLastName, batchId, at, ...row }, index) => ({
        ...row,
        ...(row.reason === 'withdrawn' && at.getTime() === withdrawnAt
          ? { withdrawal: { reason: candidate.withdrawalReason, note: candidate.withdrawalNote } }
          : {}),
        ...(rejectionReason !== null && at.getTime() === rejectedAt ? { rejectionReason } : {}),
        // Moves made by the system (seeded history) and by the candidate (their submission) name no actor:
        // the record names the candidate already, and at a blind-review stage it must not.
        actorName:
          actorFirstName === null || actorUserId === candidate.userId
            ? null
            : `${actorFirstName} ${actorLastName ?? ''}`.trim(),
        at: toEpochSeconds(at),
        // Issue 32: the newest move, the caller's own and recent, can be undone for this candidate alone.
        undoable: index === 0 && isUndoableBy({ batchId, actorUserId, createdAt: at, ...row }, user, now),
      }));
    },
  };
}
