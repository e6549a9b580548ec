import type { InvitationSkipReason } from '@shortlist/domain/contract';
import type { AssessmentType } from '@shortlist/domain/stages';
import {
  canStartOrSend,
  isAssessmentType,
  isStageAllowedForType,
  isValidSchedulingPairing,
} from '@shortlist/domain/stages';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CandidateRow } from '../candidates/access.ts';
import type { Executor } from '../db/database.ts';
import { candidateCodes, candidates } from '../db/schema/index.ts';

export type CandidateCodeRow = typeof candidateCodes.$inferSelect;

/** Why a candidate is left out of an invitation; the contract names the reasons callers see. */
export type SkipReason = InvitationSkipReason;

export interface InvitationTarget {
  type: AssessmentType;
  /** A schedule invites the applicants of its role at its stage only. */
  roleId?: number | null;
  stageId?: number;
}

export type Eligibility =
  | { eligible: true; candidate: CandidateRow; existingCode: CandidateCodeRow | undefined }
  | { eligible: false; reason: SkipReason };

/** The organisation's live candidates among the ids, with their assessment and scheduling records. */
export async function loadInvitees(
  executor: Executor,
  organizationId: number,
  candidateIds: readonly number[],
) {
  const rows = await executor
    .select()
    .from(candidates)
    .where(
      and(
        eq(candidates.organizationId, organizationId),
        inArray(candidates.id, [...candidateIds]),
        isNull(candidates.deletedAt),
      ),
    );
  const codes = await executor
    .select()
    .from(candidateCodes)
    .where(
      and(
        eq(candidateCodes.organizationId, organizationId),
        inArray(candidateCodes.candidateId, [...candidateIds]),
      ),
    );
  // Keyed once: a selection may hold thousands of candidates.
  const byId = new Map(rows.map((row) => [row.id, row]));
  const codesById = new Map<number, CandidateCodeRow[]>();
  for (const code of codes)
    codesById.set(code.candidateId, [...(codesById.get(code.candidateId) ?? []), code]);
  return {
    candidate: (id: number) => byId.get(id),
    codesOf: (id: number) => codesById.get(id) ?? [],
  };
}

/**
 * Whether a candidate may get a record of the type now (§4, §5): submitted, at a stage the type allows,
 * startable from its current record of that type, and no other record already covering the stage.
 */
export function checkEligibility(
  target: InvitationTarget,
  candidate: CandidateRow | undefined,
  codes: readonly CandidateCodeRow[],
): Eligibility {
  if (!candidate) return { eligible: false, reason: 'not-found' };
  if (candidate.status !== 'ACTIVE') return { eligible: false, reason: 'not-submitted' };
  if (target.roleId != null && candidate.roleId !== target.roleId)
    return { eligible: false, reason: 'other-role' };
  if (target.stageId !== undefined && candidate.stageId !== target.stageId) {
    return { eligible: false, reason: 'wrong-stage' };
  }
  if (!isStageAllowedForType(target.type, candidate.stageId))
    return { eligible: false, reason: 'stage-not-allowed' };
  const existingCode = codes.find((code) => code.type === target.type && code.stageId === candidate.stageId);
  if (
    !canStartOrSend({ type: target.type, codeStage: existingCode?.codeStage, stageId: candidate.stageId })
  ) {
    return { eligible: false, reason: 'already-invited' };
  }
  const otherRecords = codes
    .filter((code) => code !== existingCode)
    .flatMap((code) => (isAssessmentType(code.type) ? [{ type: code.type, stageId: code.stageId }] : []));
  if (
    !isValidSchedulingPairing({
      type: target.type,
      candidateStageId: candidate.stageId,
      existingRecords: otherRecords,
    })
  ) {
    return { eligible: false, reason: 'stage-already-covered' };
  }
  return { eligible: true, candidate, existingCode };
}

/** Ids in the order given, each once. */
export function distinctIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}
