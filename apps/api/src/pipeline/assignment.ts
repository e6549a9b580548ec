import { and, eq, inArray } from 'drizzle-orm';
import { findCandidateForManager } from '../candidates/access.ts';
import type { Database, Executor } from '../db/database.ts';
import { candidates, users } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';

// The provider (ADMIN) belongs to no organisation, so only the organisation's own managers can be assignees.
const assignableUserTypes = ['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN'] as const;

type Assignee = { id: number; firstName: string; lastName: string; email: string };

/** A manager of the organisation, or 404 whoever else it is (another organisation's user, a candidate). */
export async function findAssignableManager(
  executor: Executor,
  organizationId: number,
  userId: number,
): Promise<Assignee> {
  const [row] = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.organizationId, organizationId),
        inArray(users.userType, [...assignableUserTypes]),
      ),
    );
  if (!row) throw notFound('The user');
  return row;
}

async function findAssignee(executor: Executor, userId: number | null): Promise<Assignee | null> {
  if (userId === null) return null;
  const [row] = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Who looks after a candidate: one manager of the candidate's organisation, or nobody. */
export function createCandidateAssignmentService(db: Database) {
  async function setAssignee(
    user: UserRow,
    candidateId: number,
    assigneeUserId: number,
    change: 'assign' | 'unassign',
  ) {
    return db.transaction(async (tx) => {
      const candidate = await findCandidateForManager(tx, user, candidateId);
      const named = await findAssignableManager(tx, candidate.organizationId, assigneeUserId);
      // Unassigning someone who is not the assignee changes nothing.
      const next = change === 'assign' ? named.id : candidate.assigneeUserId === named.id ? null : undefined;
      if (next !== undefined && next !== candidate.assigneeUserId) {
        await tx
          .update(candidates)
          .set({ assigneeUserId: next, updatedAt: new Date() })
          .where(
            and(eq(candidates.organizationId, candidate.organizationId), eq(candidates.id, candidate.id)),
          );
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: candidate.organizationId,
          action: change === 'assign' ? 'candidate.assignee.set' : 'candidate.assignee.removed',
          targetType: 'candidate',
          targetId: candidate.id,
          details: { assigneeUserId: named.id, previousAssigneeUserId: candidate.assigneeUserId },
        });
      }
      const assignee = await findAssignee(tx, next === undefined ? candidate.assigneeUserId : next);
      return { id: candidate.id, assignee };
    });
  }

  return {
    /** POST /candidate/{id}/assignee/{userId}. */
    assign: (user: UserRow, candidateId: number, assigneeUserId: number) =>
      setAssignee(user, candidateId, assigneeUserId, 'assign'),

    /** DELETE /candidate/{id}/assignee/{userId}. */
    unassign: (user: UserRow, candidateId: number, assigneeUserId: number) =>
      setAssignee(user, candidateId, assigneeUserId, 'unassign'),
  };
}
