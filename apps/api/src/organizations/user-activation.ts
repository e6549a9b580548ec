import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import type { users } from '../db/schema/index.ts';
import { authSessions } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';

type UserRow = typeof users.$inferSelect;

/** The deactivated_at a change asks for; an unchanged state keeps its original time. */
export function activationOf(target: UserRow, active: boolean | undefined) {
  if (active === undefined || active === (target.deactivatedAt === null)) return {};
  return { deactivatedAt: active ? null : new Date() };
}

/**
 * Records a deactivation or reactivation; a deactivated colleague is also signed out everywhere, so the
 * tokens they hold stop working at once rather than when they expire.
 */
export async function recordActivation(tx: Executor, row: UserRow, actorId: number, organizationId: number) {
  const deactivated = row.deactivatedAt !== null;
  if (deactivated) {
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.userId, row.id), isNull(authSessions.revokedAt)));
  }
  await recordAudit(tx, {
    actorUserId: actorId,
    organizationId,
    action: deactivated ? 'organization.user.deactivated' : 'organization.user.reactivated',
    targetType: 'user',
    targetId: row.id,
  });
}
