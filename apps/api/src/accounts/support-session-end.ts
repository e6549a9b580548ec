import type { Executor } from '../db/database.ts';
import type { authSessions } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';

/** "End now" on a support session: the audit log shows when the admin stopped acting as the manager. */
export async function recordSupportEnd(executor: Executor, session: typeof authSessions.$inferSelect) {
  await recordAudit(executor, {
    actorUserId: session.supportActorId,
    organizationId: null,
    action: 'user.support-session.ended',
    targetType: 'user',
    targetId: session.userId,
    details: { endedEarly: session.endsAt !== null && session.endsAt > new Date() },
  });
}
