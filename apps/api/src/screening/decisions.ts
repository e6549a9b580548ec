import type { ScreeningDecisionResult } from '@shortlist/domain/contract';
import type { ScreeningDecisionPayload } from '@shortlist/domain/schemas';
import { findNextStage, stageIds } from '@shortlist/domain/stages';
import { and, eq, isNull, ne, not } from 'drizzle-orm';
import { assertManagerOf } from '../candidates/access.ts';
import type { Database, Executor } from '../db/database.ts';
import { candidates, screeningHolds, subStages } from '../db/schema/index.ts';
import { moveCandidates } from '../pipeline/stage-moves.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { conflict, notFound } from '../shared/failures.ts';
import { inQueue, isHeld, isScreeningStage, queueOrder } from './queue-selection.ts';

export const screeningDecisionMessages = {
  notWaiting:
    'This candidate is no longer waiting to be screened: a colleague may have moved them already. Open the queue again.',
  noNextStage: 'Your organisation has no stage after this one to progress the candidate to.',
} as const;

/** What a progress or reject records as the stage history's reason when the manager gave none. */
export const screeningMoveReason = 'screening';

/** The organisation's next stage after the current one (its stages are those it has sub-stages of). */
export async function nextStageOf(
  tx: Executor,
  organizationId: number,
  stageId: number,
): Promise<number | null> {
  const rows = await tx
    .selectDistinct({ stageId: subStages.stageId })
    .from(subStages)
    .where(eq(subStages.organizationId, organizationId));
  return findNextStage(
    stageId,
    rows.map((row) => row.stageId),
  );
}

/** The oldest candidate still waiting at the same role and stage, not held, other than the one decided. */
async function nextInQueue(
  tx: Executor,
  decided: { id: number; organizationId: number; roleId: number | null; stageId: number },
): Promise<number | null> {
  const [row] = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        inQueue({ organizationId: decided.organizationId, stageId: decided.stageId }),
        decided.roleId === null ? isNull(candidates.roleId) : eq(candidates.roleId, decided.roleId),
        ne(candidates.id, decided.id),
        not(isHeld),
      ),
    )
    .orderBy(...queueOrder)
    .limit(1);
  return row?.id ?? null;
}

/** POST /organization/{orgId}/screening/{id}: progress, reject or hold, once, whoever else decides at the same time. */
export function createScreeningDecisionService(db: Database) {
  return {
    async decide(
      user: UserRow,
      organizationId: number,
      candidateId: number,
      input: ScreeningDecisionPayload,
    ): Promise<ScreeningDecisionResult> {
      assertManagerOf(user, organizationId);
      return db.transaction(async (tx) => {
        // The row lock makes a colleague's decision on the same candidate wait, then see where this one left it.
        const [candidate] = await tx
          .select()
          .from(candidates)
          .where(
            and(
              eq(candidates.id, candidateId),
              eq(candidates.organizationId, organizationId),
              isNull(candidates.deletedAt),
            ),
          )
          .for('update');
        if (!candidate) throw notFound('The candidate');
        const waiting =
          candidate.status === 'ACTIVE' &&
          isScreeningStage(candidate.stageId) &&
          (input.stageId === undefined || input.stageId === candidate.stageId);
        if (!waiting) throw conflict(screeningDecisionMessages.notWaiting);

        if (input.decision === 'hold') {
          await tx
            .insert(screeningHolds)
            .values({ organizationId, candidateId, stageId: candidate.stageId, userId: user.id })
            .onConflictDoNothing();
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId,
            action: 'candidate.screening.hold',
            targetType: 'candidate',
            targetId: candidateId,
            details: { stageId: candidate.stageId, ...(input.reason ? { reason: input.reason } : {}) },
          });
        } else {
          const target =
            input.decision === 'reject'
              ? stageIds.rejected
              : await nextStageOf(tx, organizationId, candidate.stageId);
          if (target === null) throw conflict(screeningDecisionMessages.noNextStage);
          await moveCandidates(tx, {
            actorUserId: user.id,
            organizationId,
            candidateIds: [candidateId],
            stageId: target,
            subStageId: null,
            reason: input.reason ?? screeningMoveReason,
            auditAction: `candidate.screening.${input.decision}`,
            message: input.message,
            rejectionReasonId: input.rejectionReasonId,
          });
          // A hold is spent once the candidate leaves the stage it was made at.
          await tx
            .delete(screeningHolds)
            .where(
              and(
                eq(screeningHolds.organizationId, organizationId),
                eq(screeningHolds.candidateId, candidateId),
              ),
            );
        }

        const [placement] = await tx
          .select({ stageId: candidates.stageId, subStageId: candidates.subStageId })
          .from(candidates)
          .where(eq(candidates.id, candidateId));
        return {
          candidateId,
          decision: input.decision,
          stage: { id: placement?.stageId ?? candidate.stageId, subStageId: placement?.subStageId ?? null },
          nextCandidateId: await nextInQueue(tx, candidate),
        };
      });
    },
  };
}
