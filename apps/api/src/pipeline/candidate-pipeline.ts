import { and, eq, isNull } from 'drizzle-orm';
import { assertManagerOf, canManage, findCandidateForManager } from '../candidates/access.ts';
import { createCandidateRoleApplicationService } from '../candidates/role-applications.ts';
import { isAnyOf } from '../db/any-of.ts';
import type { Database } from '../db/database.ts';
import { candidates, roles } from '../db/schema/index.ts';
import { createOrganizationStageService } from '../organizations/stages.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';
import { createCandidateAssignmentService } from './assignment.ts';
import { undoLatestStageMove } from './batch-undo.ts';
import type { Placement } from './placement.ts';
import { readPlacement } from './placement.ts';
import { createStageHistoryService } from './stage-history.ts';
import type { MoveChoice } from './stage-moves.ts';
import { moveCandidates, stagesBefore } from './stage-moves.ts';

export interface SingleMove extends MoveChoice {
  candidateId: number;
  organizationId: number;
  stageId: number;
  subStageId: number;
}

export interface BulkMove extends MoveChoice {
  ids: readonly number[];
  stageId: number;
  subStageId: number;
  /** The role list the action came from: it names the organisation (the provider's only way to say which). */
  roleId: number;
  /** ?assignee=true: the moved candidates are also assigned to the caller. */
  assignToCaller: boolean;
}

/** What a bulk move or fast-track did: the ids moved and the batch id their history rows share. */
export interface BatchMoveResult {
  moved: number;
  ids: number[];
  batchId: string;
}

export interface FastTrack extends MoveChoice {
  candidateId: number;
  ids: readonly number[];
  stageId: number;
  subStageId: number;
}

/** Manager moves through the pipeline (§7 Candidate): one, many, fast-track; each in one transaction. */
export function createCandidatePipelineService(db: Database) {
  return {
    async moveOne(user: UserRow, move: SingleMove): Promise<Placement> {
      assertManagerOf(user, move.organizationId);
      return db.transaction(async (tx) => {
        const candidate = await findCandidateForManager(tx, user, move.candidateId);
        if (candidate.organizationId !== move.organizationId) throw notFound('The candidate');
        await moveCandidates(tx, {
          actorUserId: user.id,
          organizationId: candidate.organizationId,
          candidateIds: [candidate.id],
          stageId: move.stageId,
          subStageId: move.subStageId,
          reason: 'move',
          message: move.message,
          rejectionReasonId: move.rejectionReasonId,
        });
        return readPlacement(tx, candidate.id);
      });
    },

    /** POST /candidate/{id}/ostage/{stageId}: the stage's default sub-stage in the candidate's own organisation. */
    async moveToStage(
      user: UserRow,
      candidateId: number,
      stageId: number,
      choice: MoveChoice = {},
    ): Promise<Placement> {
      return db.transaction(async (tx) => {
        const candidate = await findCandidateForManager(tx, user, candidateId);
        await moveCandidates(tx, {
          actorUserId: user.id,
          organizationId: candidate.organizationId,
          candidateIds: [candidate.id],
          stageId,
          subStageId: null,
          reason: 'move',
          message: choice.message,
          rejectionReasonId: choice.rejectionReasonId,
        });
        return readPlacement(tx, candidate.id);
      });
    },

    /** Ids outside the role's organisation (or deleted) are skipped; the reply says which moved. */
    async moveInBulk(user: UserRow, move: BulkMove): Promise<BatchMoveResult> {
      return db.transaction(async (tx) => {
        const [role] = await tx
          .select({ organizationId: roles.organizationId })
          .from(roles)
          .where(eq(roles.id, move.roleId));
        if (!role || !canManage(user, role.organizationId)) throw notFound('The role');
        // Only a manager of the organisation can be its candidates' assignee; the provider is not assigned.
        const assignee =
          move.assignToCaller && user.organizationId === role.organizationId ? user.id : undefined;
        const { ids, batchId } = await moveCandidates(tx, {
          actorUserId: user.id,
          organizationId: role.organizationId,
          candidateIds: move.ids,
          stageId: move.stageId,
          subStageId: move.subStageId,
          reason: 'bulk',
          message: move.message,
          rejectionReasonId: move.rejectionReasonId,
          ...(assignee === undefined ? {} : { assigneeUserId: assignee }),
        });
        return { moved: ids.length, ids, batchId };
      });
    },

    /** Straight to the target stage, skipping those between; candidates already at or past it stay put. */
    async fastTrack(user: UserRow, move: FastTrack): Promise<BatchMoveResult> {
      return db.transaction(async (tx) => {
        const anchor = await findCandidateForManager(tx, user, move.candidateId);
        const eligible = await tx
          .select({ id: candidates.id })
          .from(candidates)
          .where(
            and(
              eq(candidates.organizationId, anchor.organizationId),
              isAnyOf(candidates.id, [...new Set([anchor.id, ...move.ids])]),
              isAnyOf(candidates.stageId, stagesBefore(move.stageId)),
              isNull(candidates.deletedAt),
            ),
          );
        const { ids, batchId } = await moveCandidates(tx, {
          actorUserId: user.id,
          organizationId: anchor.organizationId,
          candidateIds: eligible.map((row) => row.id),
          stageId: move.stageId,
          subStageId: move.subStageId,
          reason: 'fast-track',
          message: move.message,
          rejectionReasonId: move.rejectionReasonId,
        });
        return { moved: ids.length, ids, batchId };
      });
    },

    /**
     * POST /candidate/{id}/undo-move: the caller's latest move of this one candidate, from the record's stage
     * history, within 30 minutes; its waiting messages are cancelled, the rest of its batch stays moved.
     */
    undoMove(user: UserRow, candidateId: number) {
      return undoLatestStageMove(db, user, candidateId, 'candidate');
    },

    ...createCandidateAssignmentService(db),
    ...createCandidateRoleApplicationService(db),
    ...createStageHistoryService(db),
    ...createOrganizationStageService(db),
  };
}
