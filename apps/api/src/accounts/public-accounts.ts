import type { Signup } from '@shortlist/domain/schemas';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { TokenPurpose } from '../db/schema/index.ts';
import { authSessions, organizations, tokens, users } from '../db/schema/index.ts';
import { composeEmail } from '../messaging/composer.ts';
import { mayReceiveAnother } from '../messaging/message-throttle.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { verifiedCandidateFields } from '../messaging/templates/merge-data.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import { findOrganizationForRequest } from '../organizations/lookup.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { conflict, forbidden, invalidInput, notFound } from '../shared/failures.ts';
import { toUserView } from '../shared/views.ts';
import { accountMessages } from './accounts.ts';
import { applyEmailChange, emailChangeOf } from './email-change.ts';
import { hashPassword } from './passwords.ts';
import { emailProof } from './sign-in-proofs.ts';
import type { TokenRow } from './tokens.ts';
import { consumeToken, findLiveToken, issueToken } from './tokens.ts';

export const publicAccountMessages = {
  // Decision: signup says the email is taken. It reveals that an account exists, which signup cannot avoid
  // without leaving a person unable to tell why they cannot register; /forgot and magic links never reveal it.
  emailTaken: accountMessages.emailTaken,
  signupClosed: 'Sign-up is closed for this organisation.',
  badLink: 'This link is not valid or has expired.',
} as const;

/** Where a public request comes from: the `subdomain` parameter and the host, naming the organisation. */
export interface RequestSite {
  subdomain: string | undefined;
  hostname: string;
}

export interface OnBoardingCompletion {
  token: string;
  password: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

export interface PasswordReset {
  token: string;
  newPassword: string;
}

const badLinkError = () =>
  invalidInput(publicAccountMessages.badLink, [{ field: 'token', message: publicAccountMessages.badLink }]);

/** Sign-up, on-boarding, email verification, password reset and sign-in links: calls made without a session. */
export function createPublicAccountService(db: Database, outbox: Outbox, settings: Settings) {
  async function findUserById(executor: Executor, userId: number | null): Promise<UserRow | undefined> {
    if (userId === null) return undefined;
    const [user] = await executor.select().from(users).where(eq(users.id, userId));
    return user && !user.anonymised ? user : undefined;
  }

  async function findUserByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .limit(1);
    return user && !user.anonymised ? user : undefined;
  }

  async function organizationOf(executor: Executor, user: UserRow): Promise<OrganizationRow | undefined> {
    if (user.organizationId === null) return undefined;
    const [org] = await executor
      .select()
      .from(organizations)
      .where(eq(organizations.id, user.organizationId));
    return org;
  }

  /** The live token's user, for look-ups that must not spend the token. */
  async function userOfLiveToken(secret: string, purposes: readonly TokenPurpose[]) {
    for (const purpose of purposes) {
      const row = await findLiveToken(db, secret, purpose);
      const user = row ? await findUserById(db, row.userId) : undefined;
      if (row && user) return { row, user };
    }
    throw notFound('The link');
  }

  /** Spends every other live token of the purpose, so an older email cannot be used after a newer one. */
  async function retireOtherTokens(executor: Executor, spent: TokenRow, userId: number) {
    await executor
      .update(tokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(tokens.userId, userId),
          eq(tokens.purpose, spent.purpose),
          isNull(tokens.usedAt),
          ne(tokens.id, spent.id),
        ),
      );
  }

  async function sendVerificationEmail(executor: Executor, user: UserRow, site?: OrganizationRow) {
    // The address is kept with the token: a link sent before an email change must not verify the new one.
    const token = await issueToken(executor, {
      purpose: 'email-verification',
      userId: user.id,
      payload: { email: user.email },
    });
    const link = buildAppLink(settings, `/verify-email/${token}`, site);
    const data = { candidate: verifiedCandidateFields(user), link };
    const key = 'email-verification';
    await outbox.send(executor, await composeEmail(executor, site?.id ?? null, key, user.email, data));
  }

  /** Spends an email-verification token and marks the address verified; an unverified candidate becomes active. */
  async function verifyWithToken(secret: string, expectedUserId?: number) {
    return db.transaction(async (tx) => {
      const row = await consumeToken(tx, secret, 'email-verification');
      const user = row ? await findUserById(tx, row.userId) : undefined;
      const emailChange = row ? emailChangeOf(row.payload) : undefined;
      const sameAddress = row?.payload.email === undefined || row.payload.email === user?.email;
      // A refusal throws, which rolls the spent token back: a wrong candidateId leaves the link working.
      if (!row || !user || (!sameAddress && !emailChange)) throw badLinkError();
      if (expectedUserId !== undefined && user.id !== expectedUserId) {
        throw invalidInput(publicAccountMessages.badLink, [
          { field: 'candidateId', message: publicAccountMessages.badLink },
        ]);
      }
      if (emailChange) {
        // A link to a new sign-in email (issue 31): it switches the account only while the old one is unchanged.
        const changed = await applyEmailChange(tx, row, user, emailChange);
        if (!changed) throw badLinkError();
        await retireOtherTokens(tx, row, user.id);
        return toUserView(changed, await organizationOf(tx, changed));
      }
      const [verified] = await tx
        .update(users)
        .set({
          emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
          candidateStatus: user.candidateStatus === 'NOT_VERIFIED' ? 'ACTIVE' : user.candidateStatus,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      await retireOtherTokens(tx, row, user.id);
      await recordAudit(tx, {
        actorUserId: user.id,
        organizationId: user.organizationId,
        action: 'user.email-verified',
        targetType: 'user',
        targetId: user.id,
      });
      return toUserView(verified ?? user, await organizationOf(tx, verified ?? user));
    });
  }

  return {
    /** A new candidate account, unverified until the emailed link is opened. */
    async signup(input: Signup, site: RequestSite) {
      const organization = await findOrganizationForRequest(db, site);
      if (organization && !organization.signupEnabled) throw forbidden(publicAccountMessages.signupClosed);
      const taken = () =>
        conflict(publicAccountMessages.emailTaken, [
          { field: 'email', message: publicAccountMessages.emailTaken },
        ]);
      if (await findUserByEmail(input.email)) throw taken();
      const passwordHash = await hashPassword(input.password);
      const user = await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              userType: 'CANDIDATE',
              email: input.email,
              passwordHash,
              firstName: input.firstName,
              lastName: input.lastName,
              preferredName: input.preferredName ?? null,
              candidateStatus: 'NOT_VERIFIED',
            })
            .returning()
            .catch((error: unknown) => {
              // Two sign-ups racing for one address: the unique index decides, the loser gets the same 409.
              throw isUniqueViolation(error) ? taken() : error;
            });
          if (!created) throw new Error('user not created');
          await recordAudit(tx, {
            actorUserId: created.id,
            organizationId: organization?.id ?? null,
            action: 'user.signed-up',
            targetType: 'user',
            targetId: created.id,
            details: { acceptTerms: true, acceptResearch: input.acceptResearch ?? false },
          });
          await sendVerificationEmail(tx, created, organization);
          return created;
        }),
      );
      return toUserView(user, undefined);
    },

    /** The pending manager an on-boarding link was sent to, for the on-boarding screen. */
    async onBoardingUser(secret: string) {
      const { user } = await userOfLiveToken(secret, ['on-boarding']);
      const organization = await organizationOf(db, user);
      return {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        userType: user.userType,
        organization: organization
          ? { id: organization.id, name: organization.name, subdomain: organization.subdomain }
          : null,
      };
    },

    /** Sets the invited manager's password (and names); the link works once. */
    async completeOnBoarding(input: OnBoardingCompletion) {
      // A cheap look-up first, so a made-up token never costs a memory-hard hash.
      if (!(await findLiveToken(db, input.token, 'on-boarding'))) throw badLinkError();
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const row = await consumeToken(tx, input.token, 'on-boarding');
        const user = row ? await findUserById(tx, row.userId) : undefined;
        if (!row || !user) throw badLinkError();
        const [updated] = await tx
          .update(users)
          .set({
            passwordHash,
            firstName: input.firstName || user.firstName,
            lastName: input.lastName || user.lastName,
            emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id))
          .returning();
        await retireOtherTokens(tx, row, user.id);
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: user.organizationId,
          action: 'user.on-boarded',
          targetType: 'user',
          targetId: user.id,
        });
        const result = updated ?? user;
        return toUserView(result, await organizationOf(tx, result));
      });
    },

    async verifyEmail(secret: string) {
      return verifyWithToken(secret);
    },

    /** Decision: /confirm is the verification link with the candidate it was sent to; another id is refused. */
    async confirm(secret: string, candidateId: number) {
      return verifyWithToken(secret, candidateId);
    },

    /** POST /user/verification: a new verification link for a signed-in, unverified account (a few an hour). */
    async resendVerification(user: UserRow) {
      if (user.emailVerifiedAt !== null || user.anonymised) return;
      await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          if (!(await mayReceiveAnother(tx, user.email, 'email-verification'))) return;
          const [organization] = await tx
            .select()
            .from(organizations)
            .where(eq(organizations.id, user.organizationId ?? -1));
          await sendVerificationEmail(tx, user, organization);
        }),
      );
    },

    /** Sends a reset link when the account exists; the caller learns nothing either way. */
    async requestPasswordReset(email: string, site: RequestSite) {
      const user = await findUserByEmail(email);
      if (!user) return;
      const organization = await findOrganizationForRequest(db, site);
      await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          if (!(await mayReceiveAnother(tx, user.email, 'password-reset'))) return;
          const token = await issueToken(tx, { purpose: 'password-reset', userId: user.id });
          const link = buildAppLink(settings, `/reset-password/${token}`, organization);
          const data = { candidate: verifiedCandidateFields(user), link };
          const key = 'password-reset';
          await outbox.send(tx, await composeEmail(tx, organization?.id ?? null, key, user.email, data));
        }),
      );
    },

    /** Sets a new password from a reset link and signs the account out everywhere. */
    async resetPassword(input: PasswordReset) {
      if (!(await findLiveToken(db, input.token, 'password-reset'))) throw badLinkError();
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        const row = await consumeToken(tx, input.token, 'password-reset');
        const user = row ? await findUserById(tx, row.userId) : undefined;
        if (!row || !user) throw badLinkError();
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await tx
          .update(authSessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)));
        await retireOtherTokens(tx, row, user.id);
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: user.organizationId,
          action: 'user.password.reset',
          targetType: 'user',
          targetId: user.id,
        });
      });
    },

    /** GET /user?token: who a verification or on-boarding link is for. */
    async userByAccountToken(secret: string) {
      const { user } = await userOfLiveToken(secret, ['email-verification', 'on-boarding']);
      return { email: user.email, firstName: user.firstName, userType: user.userType };
    },

    /** GET /userp?token: the address a reset link is for, shown on the reset screen. */
    async userByResetToken(secret: string) {
      const { user } = await userOfLiveToken(secret, ['password-reset']);
      return { email: user.email };
    },

    /** GET /usertoken?token: the owner of a sign-in token, without spending it. */
    async userBySignInToken(secret: string) {
      const { user } = await userOfLiveToken(secret, ['user']);
      return { email: user.email, firstName: user.firstName, lastName: user.lastName };
    },

    /** POST /user?email: emails a sign-in link when the account exists; the caller learns nothing either way. */
    async sendMagicLink(email: string, site: RequestSite) {
      const user = await findUserByEmail(email);
      if (!user) return;
      const organization = await findOrganizationForRequest(db, site);
      await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          if (!(await mayReceiveAnother(tx, user.email, 'magic-sign-in'))) return;
          const token = await issueToken(tx, { purpose: 'user', userId: user.id, payload: emailProof });
          const link = buildAppLink(settings, `/magic-password?token=${token}`, organization);
          const data = { candidate: verifiedCandidateFields(user), link };
          const key = 'magic-sign-in';
          await outbox.send(tx, await composeEmail(tx, organization?.id ?? null, key, user.email, data));
        }),
      );
    },
  };
}

export type PublicAccountService = ReturnType<typeof createPublicAccountService>;
