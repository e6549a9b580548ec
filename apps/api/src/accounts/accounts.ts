import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { authSessions, organizations, users } from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext, UserRow } from '../shared/auth-context.ts';
import { forbidden, invalidInput, notFound } from '../shared/failures.ts';
import { isManager, isProviderAdmin } from '../shared/permissions.ts';
import { toOrganizationView, toUserSummary, toUserView } from '../shared/views.ts';
import { pendingEmailOf, requestEmailChange } from './email-change.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { sessionProof } from './sign-in-proofs.ts';
import { issueToken } from './tokens.ts';

export const accountMessages = {
  wrongCurrentPassword: 'The current password is not correct.',
  emailTaken: 'An account with this email already exists.',
  cannotDeleteAdmin: 'A provider admin account cannot be deleted here.',
  supportCannotChangePassword: 'A support session cannot change the password. Ask the user to change it.',
  supportCannotChangeEmail: 'A support session cannot change the sign-in email. Ask the user to change it.',
} as const;

export interface UserUpdate {
  firstName?: string | undefined;
  lastName?: string | undefined;
  preferredName?: string | null | undefined;
  email?: string | undefined;
  avatarBase64?: string | null | undefined;
  currentPassword?: string | undefined;
}

/** The signed-in user's own account: profile, contact preferences, password, tokens (erasure: src/privacy). */
export function createAccountService(db: Database, outbox: Outbox, settings: Pick<Settings, 'publicUrl'>) {
  async function organizationOf(user: UserRow) {
    if (!user.organizationId) return undefined;
    const [org] = await db.select().from(organizations).where(eq(organizations.id, user.organizationId));
    return org;
  }

  async function revokeSessionsOf(userId: number, keepSessionId?: number) {
    await db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          keepSessionId === undefined ? undefined : ne(authSessions.id, keepSessionId),
        ),
      );
  }

  return {
    async currentUser({ user }: AuthContext) {
      return {
        ...toUserView(user, await organizationOf(user)),
        pendingEmail: await pendingEmailOf(db, user.id),
      };
    },

    /** The organisations a user works in or has applied to: all of them for the provider. */
    async userOrganizations({ user }: AuthContext, organizationId?: number) {
      const rows = isProviderAdmin(user)
        ? await db.select().from(organizations).orderBy(organizations.name)
        : user.organizationId
          ? await db.select().from(organizations).where(eq(organizations.id, user.organizationId))
          : [];
      return rows
        .filter((org) => organizationId === undefined || org.id === organizationId)
        .map((org) => toOrganizationView(org));
    },

    /**
     * Names and photo change at once; a new sign-in email only asks for the change (issue 31): the current
     * password is checked, the new address gets a link that confirms it and the old one a notice.
     */
    async updateUser({ user, supportActorId }: AuthContext, update: UserUpdate) {
      const email = update.email?.trim();
      const emailChanged = email !== undefined && email.toLowerCase() !== user.email.toLowerCase();
      if (emailChanged && supportActorId !== null) throw forbidden(accountMessages.supportCannotChangeEmail);
      const [updated] = await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          if (emailChanged) {
            await requestEmailChange(tx, outbox, settings, user, {
              email,
              currentPassword: update.currentPassword,
            });
          }
          const rows = await tx
            .update(users)
            .set({
              firstName: update.firstName ?? user.firstName,
              lastName: update.lastName ?? user.lastName,
              preferredName: update.preferredName === undefined ? user.preferredName : update.preferredName,
              avatar: update.avatarBase64 === undefined ? user.avatar : update.avatarBase64,
              updatedAt: new Date(),
            })
            .where(eq(users.id, user.id))
            .returning();
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId: user.organizationId,
            action: 'user.updated',
            targetType: 'user',
            targetId: user.id,
            details: {
              fields: Object.keys(update).filter(
                (key) => key !== 'avatarBase64' && key !== 'currentPassword',
              ),
              emailChangeRequested: emailChanged,
            },
          });
          return rows;
        }),
      );
      if (!updated) throw notFound('The user');
      return {
        ...toUserView(updated, await organizationOf(updated)),
        pendingEmail: await pendingEmailOf(db, updated.id),
      };
    },

    async updateContactPreferences(
      { user }: AuthContext,
      preferences: { channels: UserRow['contactChannels']; mobile: string | null },
    ) {
      const [updated] = await db
        .update(users)
        .set({ contactChannels: preferences.channels, mobile: preferences.mobile, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      await recordAudit(db, {
        actorUserId: user.id,
        organizationId: user.organizationId,
        action: 'user.contact-preferences.updated',
        targetType: 'user',
        targetId: user.id,
        details: { channels: preferences.channels },
      });
      if (!updated) throw notFound('The user');
      return toUserView(updated, await organizationOf(updated));
    },

    /** Checks the current password, applies the password rule, and signs out every other session. */
    async changePassword(
      { user, sessionId, supportActorId }: AuthContext,
      change: { currentPassword: string; newPassword: string },
    ) {
      if (supportActorId !== null) throw forbidden(accountMessages.supportCannotChangePassword);
      if (!(await verifyPassword(change.currentPassword, user.passwordHash))) {
        throw invalidInput(accountMessages.wrongCurrentPassword, [
          { field: 'currentPassword', message: accountMessages.wrongCurrentPassword },
        ]);
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(change.newPassword), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await revokeSessionsOf(user.id, sessionId);
      await recordAudit(db, {
        actorUserId: user.id,
        organizationId: user.organizationId,
        action: 'user.password.changed',
        targetType: 'user',
        targetId: user.id,
      });
    },

    /** The provider deletes any account but its own kind; a manager-admin deletes its own organisation's managers. */
    async deleteUser({ user: actor }: AuthContext, userId: number) {
      const [target] = await db.select().from(users).where(eq(users.id, userId));
      const inScope =
        target &&
        (isProviderAdmin(actor) ||
          (actor.userType === 'HIRING_MANAGER_ADMIN' && target.organizationId === actor.organizationId));
      if (!target || !inScope) throw notFound('The user');
      if (target.userType === 'ADMIN') throw forbidden(accountMessages.cannotDeleteAdmin);
      await db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, target.id));
        await recordAudit(tx, {
          actorUserId: actor.id,
          organizationId: target.organizationId,
          action: 'user.deleted',
          targetType: 'user',
          targetId: target.id,
          details: { userType: target.userType },
        });
      });
    },

    /**
     * A single-use sign-in token for the USER_TOKEN grant, e.g. to carry a session to another host: it proves
     * this session, and the session it opens keeps this one's end and support actor.
     */
    async createUserToken({ user, sessionId }: AuthContext) {
      const token = await issueToken(db, {
        purpose: 'user',
        userId: user.id,
        sessionId,
        payload: sessionProof,
      });
      return { token };
    },

    /** Colleagues flagged as contextual-recruitment (rare) contacts: the organisation's, or all for the provider. */
    async rareUsers({ user }: AuthContext) {
      // A candidate has no colleagues: refused like every other manager's list, not answered empty.
      if (!isProviderAdmin(user) && !isManager(user)) throw forbidden();
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.rareContact, true),
            isProviderAdmin(user) ? undefined : eq(users.organizationId, user.organizationId ?? -1),
          ),
        )
        .orderBy(users.lastName, users.firstName);
      return rows.map(toUserSummary);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
