import type { UndoneStageMoves } from '@shortlist/domain/contract';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { candidates, roles, stageHistory } from '../db/schema/index.ts';
import { undoLatestStageMove } from '../pipeline/batch-undo.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { conflict, invalidInput, notFound } from '../shared/failures.ts';
import { canManage, findCandidateForCaller, findCandidateForManager } from './access.ts';
import { lockCandidate } from './applications.ts';
import type { CandidateView } from './views.ts';
import { loadCandidateView } from './views.ts';

export const candidateLifecycleMessages = {
  submittedCannotBeWithdrawn:
    'A submitted application cannot be deleted; ask the organisation to withdraw it for you.',
  appliedAgain:
    'This person has applied to the role again since; the deleted application cannot be restored.',
  sameRole: 'The application is already for this role.',
  alreadyApplied: 'This person has already applied to that role.',
} as const;

// Decision: a deleted candidate can be restored for 30 days; after that it waits to be purged.
export const restoreWindowDays = 30;
const day = 24 * 60 * 60 * 1000;

/** Deleting, restoring and moving an application between roles (§7 DELETE, undo, migratex). */
export function createCandidateLifecycleService(db: Database) {
  return {
    /**
     * Soft delete. Decision: the candidate may withdraw its own application while it is not submitted; a
     * manager of the organisation (or the provider) may delete any of its candidates.
     */
    async remove({ user }: AuthContext, candidateId: number) {
      const found = await findCandidateForCaller(db, user, candidateId);
      const asManager = canManage(user, found.organizationId);
      await db.transaction(async (tx) => {
        const candidate = await lockCandidate(tx, found);
        if (!asManager && candidate.status === 'ACTIVE') {
          throw conflict(candidateLifecycleMessages.submittedCannotBeWithdrawn);
        }
        const now = new Date();
        await tx
          .update(candidates)
          .set({ deletedAt: now, updatedAt: now })
          .where(eq(candidates.id, candidate.id));
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: candidate.organizationId,
          action: 'candidate.deleted',
          targetType: 'candidate',
          targetId: candidate.id,
          details: { by: asManager ? 'manager' : 'candidate', status: candidate.status },
        });
      });
    },

    /**
     * POST /candidate/{id}/undo: a manager restores a candidate deleted within the last 30 days; of a live
     * candidate, the caller's latest stage move (its whole batch) is undone instead (undoLatestStageMove).
     */
    async undo({ user }: AuthContext, candidateId: number): Promise<CandidateView | UndoneStageMoves> {
      const [deleted] = await db
        .select({ id: candidates.id })
        .from(candidates)
        .where(and(eq(candidates.id, candidateId), isNotNull(candidates.deletedAt)))
        .limit(1);
      if (!deleted) return undoLatestStageMove(db, user, candidateId);
      const since = new Date(Date.now() - restoreWindowDays * day);
      const restored = await db
        .transaction(async (tx) => {
          const [deleted] = await tx
            .select()
            .from(candidates)
            .where(
              and(
                eq(candidates.id, candidateId),
                isNotNull(candidates.deletedAt),
                gt(candidates.deletedAt, since),
              ),
            )
            .for('update');
          if (!deleted || !canManage(user, deleted.organizationId)) throw notFound('The deleted candidate');
          const [row] = await tx
            .update(candidates)
            .set({ deletedAt: null, updatedAt: new Date() })
            .where(eq(candidates.id, deleted.id))
            .returning();
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId: deleted.organizationId,
            action: 'candidate.restored',
            targetType: 'candidate',
            targetId: deleted.id,
            details: { deletedAt: deleted.deletedAt?.toISOString() ?? null },
          });
          return row;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(candidateLifecycleMessages.appliedAgain) : error;
        });
      if (!restored) throw notFound('The deleted candidate');
      return loadCandidateView(db, user, restored);
    },

    /** POST /candidate/{id}/migratex: a manager moves the application to another role of the same organisation. */
    async migrate({ user }: AuthContext, candidateId: number, roleId: number) {
      const found = await findCandidateForManager(db, user, candidateId);
      const migrated = await db
        .transaction(async (tx) => {
          const candidate = await lockCandidate(tx, found);
          const [role] = await tx
            .select()
            .from(roles)
            .where(and(eq(roles.organizationId, candidate.organizationId), eq(roles.id, roleId)));
          if (!role) throw notFound('The role');
          if (role.id === candidate.roleId) {
            throw invalidInput(candidateLifecycleMessages.sameRole, [
              { field: 'roleId', message: candidateLifecycleMessages.sameRole },
            ]);
          }
          const [twin] = await tx
            .select({ id: candidates.id })
            .from(candidates)
            .where(
              and(
                eq(candidates.userId, candidate.userId),
                eq(candidates.roleId, role.id),
                isNull(candidates.deletedAt),
              ),
            );
          if (twin) throw conflict(candidateLifecycleMessages.alreadyApplied);
          const now = new Date();
          const [row] = await tx
            .update(candidates)
            .set({ roleId: role.id, roleType: role.roleType, lastChangeAt: now, updatedAt: now })
            .where(eq(candidates.id, candidate.id))
            .returning();
          await tx.insert(stageHistory).values({
            organizationId: candidate.organizationId,
            candidateId: candidate.id,
            fromStageId: candidate.stageId,
            fromSubStageId: candidate.subStageId,
            toStageId: candidate.stageId,
            toSubStageId: candidate.subStageId,
            actorUserId: user.id,
            reason: 'migrate',
            createdAt: now,
          });
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId: candidate.organizationId,
            action: 'candidate.migrated',
            targetType: 'candidate',
            targetId: candidate.id,
            details: { fromRoleId: candidate.roleId, toRoleId: role.id },
          });
          return row;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(candidateLifecycleMessages.alreadyApplied) : error;
        });
      if (!migrated) throw notFound('The candidate');
      return loadCandidateView(db, user, migrated);
    },
  };
}
