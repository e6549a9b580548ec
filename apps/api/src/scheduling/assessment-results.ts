import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidateCodes, candidates } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AssessmentUpdate } from './assessment-adapter.ts';
import type { CandidateCodeRow } from './eligibility.ts';
import { moveToSubStage } from './sub-stage-moves.ts';

/** Who gave the result: a manager by hand, or the provider's signed webhook (with its event id). */
export type ResultSource = { kind: 'manager'; userId: number } | { kind: 'provider'; eventId: string };

/**
 * Stores a result on the record in the caller's transaction; COMPLETED also moves the candidate, if still at
 * the record's stage, to that stage's 'completed' sub-stage. Null when the record was completed meanwhile.
 */
export async function storeAssessmentUpdate(
  tx: Executor,
  code: CandidateCodeRow,
  update: AssessmentUpdate,
  source: ResultSource,
): Promise<CandidateCodeRow | null> {
  const [row] = await tx
    .update(candidateCodes)
    .set({
      codeStage: update.codeStage,
      resultStage: update.resultStage,
      result: { ...code.result, score: update.score },
      updatedAt: new Date(),
    })
    // A result given twice at once: only the first completes the record.
    .where(
      and(
        eq(candidateCodes.organizationId, code.organizationId),
        eq(candidateCodes.id, code.id),
        ne(candidateCodes.codeStage, 'COMPLETED'),
      ),
    )
    .returning();
  if (!row) return null;
  const [candidate] = await tx
    .select()
    .from(candidates)
    .where(and(eq(candidates.organizationId, code.organizationId), eq(candidates.id, code.candidateId)));
  if (update.codeStage === 'COMPLETED' && candidate?.stageId === code.stageId) {
    await moveToSubStage(tx, {
      // Decision: a provider's result is the candidate's doing (as a booking is), so the history names them.
      actorUserId: source.kind === 'manager' ? source.userId : candidate.userId,
      organizationId: code.organizationId,
      stageId: code.stageId,
      code: 'completed',
      candidateIds: [candidate.id],
      reason: 'assessment-result',
    });
  }
  await recordAudit(tx, {
    actorUserId: source.kind === 'manager' ? source.userId : null,
    organizationId: code.organizationId,
    action: 'assessment.result',
    targetType: 'candidate',
    targetId: code.candidateId,
    details: {
      codeId: code.id,
      type: code.type,
      resultStage: update.resultStage,
      score: update.score,
      ...(source.kind === 'provider' ? { source: 'provider', eventId: source.eventId } : {}),
    },
  });
  return row;
}
