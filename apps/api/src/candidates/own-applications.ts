import type { OwnApplicationSummary } from '@shortlist/domain/schemas';
import type { SubStageCode } from '@shortlist/domain/stages';
import { candidateFacingStatus } from '@shortlist/domain/stages';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidates, organizations, roles, subStages } from '../db/schema/index.ts';
import { stageMoveMessageWaitingSql } from '../messaging/cancelled-messages.ts';
import { toEpochSeconds } from '../shared/epoch.ts';

// GET /candidate: a candidate's own applications as the /applications screen reads them, each with the status
// a candidate may read (issue 32) and never the organisation's internal stage name.

/** What changing a withdrawn application answers: it is final (issue 32). */
export const withdrawnApplicationMessage =
  'This application has been withdrawn; it can no longer be changed.';

/** The caller's applications, newest change first; one application when `candidateId` is given. */
export async function listOwnApplicationSummaries(
  executor: Executor,
  userId: number,
  candidateId?: number,
): Promise<OwnApplicationSummary[]> {
  const rows = await executor
    .select({
      candidate: candidates,
      organization: {
        id: organizations.id,
        name: organizations.name,
        subdomain: organizations.subdomain,
        sectorKind: organizations.sectorKind,
      },
      role: roles,
      subStageCode: subStages.code,
      messageWaiting: stageMoveMessageWaitingSql(),
    })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.organizationId))
    .leftJoin(
      roles,
      and(eq(roles.id, candidates.roleId), eq(roles.organizationId, candidates.organizationId)),
    )
    .leftJoin(
      subStages,
      and(eq(subStages.id, candidates.subStageId), eq(subStages.organizationId, candidates.organizationId)),
    )
    .where(
      and(
        eq(candidates.userId, userId),
        isNull(candidates.deletedAt),
        candidateId === undefined ? undefined : eq(candidates.id, candidateId),
      ),
    )
    .orderBy(desc(candidates.lastChangeAt), desc(candidates.id));
  return rows.map(({ candidate, organization, role, subStageCode, messageWaiting }) => ({
    id: candidate.id,
    step: candidate.step,
    candidateStatus: candidate.status,
    updatedAt: toEpochSeconds(candidate.updatedAt),
    appliedAt: toEpochSeconds(candidate.appliedAt),
    organization: { ...organization, candidateId: candidate.id },
    role: role
      ? { id: role.id, name: role.name, roleType: role.roleType, deadline: toEpochSeconds(role.deadline) }
      : null,
    applicationStatus: candidateFacingStatus({
      stageId: candidate.stageId,
      subStageCode: subStageCode as SubStageCode | null,
      rejectionNotYetSent: messageWaiting,
    }),
    withdrawal:
      candidate.withdrawnAt === null
        ? null
        : {
            at: toEpochSeconds(candidate.withdrawnAt),
            reason: candidate.withdrawalReason,
            note: candidate.withdrawalNote,
          },
  }));
}
