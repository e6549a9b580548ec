import { eq, sql } from 'drizzle-orm';
import type { CandidateRow } from '../candidates/access.ts';
import type { Executor } from '../db/database.ts';
import { candidates } from '../db/schema/index.ts';
import { findOrganizationCandidate } from '../pipeline/organization-candidate-access.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { forbidden, notFound } from '../shared/failures.ts';
import { isAdmin } from '../shared/permissions.ts';

export const revealMessages = {
  adminsOnly: 'Only a manager admin can reveal a candidate during blind review.',
} as const;

export const revealAuditAction = 'candidate.reveal';

/**
 * A manager admin lifts blind review from one application, with the reason, audited. The first reveal is
 * kept (when and by whom); revealing again changes nothing but is recorded too, as every reveal is asked for.
 * Decision: an application at a stage that is not blind may be revealed as well, so a later move to a blind
 * stage does not hide a person the reviewers already know.
 */
export async function revealApplication(
  tx: Executor,
  user: UserRow,
  organizationId: number,
  candidateId: number,
  reason: string,
): Promise<CandidateRow> {
  // Another organisation's application answers 404 before the role is looked at.
  const found = await findOrganizationCandidate(tx, user, organizationId, candidateId);
  if (!isAdmin(user)) throw forbidden(revealMessages.adminsOnly);
  const now = new Date();
  const [row] = await tx
    .update(candidates)
    .set({
      revealedAt: sql`coalesce(${candidates.revealedAt}, ${now.toISOString()}::timestamptz)`,
      revealedByUserId: sql`case when ${candidates.revealedAt} is null then ${user.id} else ${candidates.revealedByUserId} end`,
      updatedAt: now,
    })
    .where(eq(candidates.id, found.id))
    .returning();
  if (!row) throw notFound('The candidate');
  await recordAudit(tx, {
    actorUserId: user.id,
    organizationId,
    action: revealAuditAction,
    targetType: 'candidate',
    targetId: candidateId,
    details: { reason, stageId: found.stageId, alreadyRevealed: found.revealedAt !== null },
  });
  return row;
}
