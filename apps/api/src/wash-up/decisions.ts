import type { WashUpDecisionResult } from '@shortlist/domain/contract';
import type { WashUpDecisionPayload } from '@shortlist/domain/schemas';
import { washUpMessages } from '@shortlist/domain/schemas';
import { stageIds } from '@shortlist/domain/stages';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { assessmentDecisions, candidates } from '../db/schema/index.ts';
import { moveCandidates } from '../pipeline/stage-moves.ts';
import { nextStageOf } from '../screening/decisions.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { conflict, notFound } from '../shared/failures.ts';
import { assertWashUpRole, nameOf } from './access.ts';
import { decisionViewOf } from './decision-view.ts';

export const washUpAuditActions = {
  progress: 'candidate.wash-up.progress',
  hold: 'candidate.wash-up.hold',
  reject: 'candidate.wash-up.reject',
} as const;

/** POST /organization/{orgId}/roles/{roleId}/wash-up/decisions: progress, hold or reject, once. */
export function createWashUpDecisionService(db: Database) {
  return {
    async decide(
      user: UserRow,
      organizationId: number,
      roleId: number,
      input: WashUpDecisionPayload,
    ): Promise<WashUpDecisionResult> {
      await assertWashUpRole(db, user, organizationId, roleId);
      return db.transaction(async (tx) => {
        // The row lock makes a colleague's decision on the same candidate wait, then see this one and stop.
        const [candidate] = await tx
          .select({ id: candidates.id, stageId: candidates.stageId })
          .from(candidates)
          .where(
            and(
              eq(candidates.organizationId, organizationId),
              eq(candidates.id, input.candidateId),
              eq(candidates.roleId, roleId),
              isNull(candidates.deletedAt),
            ),
          )
          .for('update');
        if (!candidate) throw notFound('The candidate');
        const [latest] = await tx
          .select({ id: assessmentDecisions.id })
          .from(assessmentDecisions)
          .where(
            and(
              eq(assessmentDecisions.organizationId, organizationId),
              eq(assessmentDecisions.candidateId, candidate.id),
              eq(assessmentDecisions.stageId, input.stageId),
            ),
          )
          .orderBy(desc(assessmentDecisions.id))
          .limit(1);
        if ((latest?.id ?? null) !== input.previousDecisionId) throw conflict(washUpMessages.stale);
        if (candidate.stageId !== input.stageId) throw conflict(washUpMessages.notAtStage);

        let toStageId: number | null = null;
        if (input.decision === 'hold') {
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId,
            action: washUpAuditActions.hold,
            targetType: 'candidate',
            targetId: candidate.id,
            details: { stageId: input.stageId, reason: input.reason },
          });
        } else {
          toStageId =
            input.decision === 'reject'
              ? stageIds.rejected
              : await nextStageOf(tx, organizationId, candidate.stageId);
          if (toStageId === null) throw conflict(washUpMessages.noNextStage);
          // The pipeline's one move: its message policy, rejection reason, history and audit apply.
          await moveCandidates(tx, {
            actorUserId: user.id,
            organizationId,
            candidateIds: [candidate.id],
            stageId: toStageId,
            subStageId: null,
            reason: input.reason,
            auditAction: washUpAuditActions[input.decision],
            message: input.message,
            rejectionReasonId: input.rejectionReasonId,
          });
        }
        const [decision] = await tx
          .insert(assessmentDecisions)
          .values({
            organizationId,
            candidateId: candidate.id,
            roleId,
            stageId: input.stageId,
            decision: input.decision,
            reason: input.reason,
            rejectionReasonId: input.decision === 'reject' ? (input.rejectionReasonId ?? null) : null,
            toStageId,
            decidedByUserId: user.id,
            decidedByName: nameOf(user),
          })
          .returning();
        if (!decision) throw notFound('The decision');
        const [placement] = await tx
          .select({ stageId: candidates.stageId, subStageId: candidates.subStageId })
          .from(candidates)
          .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, candidate.id)));
        return {
          decision: decisionViewOf(decision),
          stage: { id: placement?.stageId ?? candidate.stageId, subStageId: placement?.subStageId ?? null },
        };
      });
    },
  };
}
