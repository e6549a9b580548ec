import type { WashUpDecision } from '@shortlist/domain/contract';
import type { assessmentDecisions } from '../db/schema/index.ts';

/** A stored wash-up decision as the API shows it: what, why, who and when. */
export function decisionViewOf(row: typeof assessmentDecisions.$inferSelect): WashUpDecision {
  return {
    id: row.id,
    candidateId: row.candidateId,
    stageId: row.stageId,
    decision: row.decision,
    reason: row.reason,
    rejectionReasonId: row.rejectionReasonId,
    toStageId: row.toStageId,
    decidedBy: { userId: row.decidedByUserId, name: row.decidedByName },
    decidedAt: row.createdAt.toISOString(),
  };
}
