import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { authSessions, users } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';
import { assertProviderAdmin } from '../shared/permissions.ts';
import { hasEnded, supportPayload, supportSessionMinutes } from './support-session-rules.ts';
import { issueToken } from './tokens.ts';

const managerTypes = new Set(['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN']);

/** "Sign in as" for support: the provider admin opens a manager's session, for a reason, for a while. */
export function createSupportSessionService(db: Database) {
  return {
    /** POST /user/hrtoken: a single-use sign-in token whose session ends after the support minutes. */
    async createHrToken({ user: actor }: AuthContext, input: { userId: number; reason: string }) {
      assertProviderAdmin(actor);
      const [target] = await db.select().from(users).where(eq(users.id, input.userId));
      if (!target || !managerTypes.has(target.userType) || target.deactivatedAt !== null) {
        throw notFound('The user');
      }
      const endsAt = new Date(Date.now() + supportSessionMinutes * 60 * 1000);
      const start = { supportActorId: actor.id, supportReason: input.reason, endsAt };
      return db.transaction(async (tx) => {
        const token = await issueToken(tx, {
          purpose: 'user',
          userId: target.id,
          payload: supportPayload(start),
        });
        await recordAudit(tx, {
          actorUserId: actor.id,
          organizationId: target.organizationId,
          action: 'user.hr-token.issued',
          targetType: 'user',
          targetId: target.id,
          details: { reason: input.reason, asEmail: target.email, endsAt: endsAt.toISOString() },
        });
        return { token, endsAt: Math.floor(endsAt.getTime() / 1000) };
      });
    },

    /** The support session a signed-in user is in, for the banner; null for an ordinary sign-in. */
    async supportSessionOf({ sessionId }: AuthContext) {
      const [row] = await db
        .select({ session: authSessions, actor: users })
        .from(authSessions)
        .innerJoin(users, eq(authSessions.supportActorId, users.id))
        .where(eq(authSessions.id, sessionId));
      if (!row?.session.endsAt || hasEnded(row.session)) return null;
      return {
        byName: [row.actor.firstName, row.actor.lastName].filter(Boolean).join(' ') || row.actor.email,
        reason: row.session.supportReason ?? '',
        endsAt: Math.floor(row.session.endsAt.getTime() / 1000),
      };
    },
  };
}

export type SupportSessionService = ReturnType<typeof createSupportSessionService>;
