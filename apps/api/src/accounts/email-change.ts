import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { organizations, tokens, users } from '../db/schema/index.ts';
import { composeEmail } from '../messaging/composer.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { candidateFields } from '../messaging/templates/merge-data.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { conflict, invalidInput } from '../shared/failures.ts';
import { verifyPassword } from './passwords.ts';
import type { TokenRow } from './tokens.ts';
import { issueToken } from './tokens.ts';

// Changing the sign-in email (issue 31): the current password asks for it, the new address confirms it with an
// emailed single-use link, and the old address is told. Until the link is opened, the account signs in as before.
// The link is an email-verification token whose payload names the old address too: /verifyEmail applies it.

export const emailChangeMessages = {
  passwordNeeded: 'Enter your current password to change your sign-in email.',
  wrongPassword: 'The current password is not correct.',
  emailTaken: 'An account with this email already exists.',
} as const;

/** How long the confirmation link to the new address works. */
export const emailChangeLifetimeSeconds = 24 * 60 * 60;

/** The payload of a confirmation link: the new address, and the address it replaces. */
export interface EmailChangePayload {
  email: string;
  previousEmail: string;
}

/** A token payload that asks for an email change (a plain verification link has no previousEmail). */
export function emailChangeOf(payload: Record<string, unknown>): EmailChangePayload | undefined {
  const { email, previousEmail } = payload;
  return typeof email === 'string' && typeof previousEmail === 'string'
    ? { email, previousEmail }
    : undefined;
}

const emailTaken = () =>
  conflict(emailChangeMessages.emailTaken, [{ field: 'email', message: emailChangeMessages.emailTaken }]);

async function isTakenByAnother(executor: Executor, email: string, userId: number) {
  const [other] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
}

async function organizationOf(executor: Executor, user: UserRow) {
  if (user.organizationId === null) return undefined;
  const [org] = await executor.select().from(organizations).where(eq(organizations.id, user.organizationId));
  return org;
}

/** The new address waiting for its confirmation, if a live link was sent. */
export async function pendingEmailOf(executor: Executor, userId: number): Promise<string | null> {
  const rows = await executor
    .select({ payload: tokens.payload })
    .from(tokens)
    .where(
      and(
        eq(tokens.userId, userId),
        eq(tokens.purpose, 'email-verification'),
        isNull(tokens.usedAt),
        sql`${tokens.expiresAt} > now()`,
        sql`${tokens.payload} ? 'previousEmail'`,
      ),
    )
    .orderBy(sql`${tokens.id} desc`)
    .limit(1);
  return rows[0] ? (emailChangeOf(rows[0].payload)?.email ?? null) : null;
}

/**
 * Checks the current password, spends any earlier change link, and emails a confirmation link to the new
 * address and a notice to the old one. Changes nothing on the account itself.
 */
export async function requestEmailChange(
  executor: Executor,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
  user: UserRow,
  change: { email: string; currentPassword: string | undefined },
): Promise<void> {
  if (!change.currentPassword) {
    throw invalidInput(emailChangeMessages.passwordNeeded, [
      { field: 'currentPassword', message: emailChangeMessages.passwordNeeded },
    ]);
  }
  if (!(await verifyPassword(change.currentPassword, user.passwordHash))) {
    throw invalidInput(emailChangeMessages.wrongPassword, [
      { field: 'currentPassword', message: emailChangeMessages.wrongPassword },
    ]);
  }
  if (await isTakenByAnother(executor, change.email, user.id)) throw emailTaken();
  // One change at a time: an older link must not switch the account to an address the person gave up on.
  await executor
    .update(tokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(tokens.userId, user.id),
        eq(tokens.purpose, 'email-verification'),
        isNull(tokens.usedAt),
        sql`${tokens.payload} ? 'previousEmail'`,
      ),
    );
  const payload: EmailChangePayload = { email: change.email, previousEmail: user.email };
  const token = await issueToken(executor, {
    purpose: 'email-verification',
    userId: user.id,
    payload: { ...payload },
    lifetimeSeconds: emailChangeLifetimeSeconds,
  });
  const site = await organizationOf(executor, user);
  const data = {
    candidate: candidateFields(user),
    link: buildAppLink(settings, `/verify-email/${token}`, site),
  };
  await outbox.send(
    executor,
    await composeEmail(executor, site?.id ?? null, 'email-change', change.email, data),
  );
  const notice = { candidate: candidateFields(user) };
  await outbox.send(
    executor,
    await composeEmail(executor, site?.id ?? null, 'email-change-notice', user.email, notice),
  );
  await recordAudit(executor, {
    actorUserId: user.id,
    organizationId: user.organizationId,
    action: 'user.email-change.requested',
    targetType: 'user',
    targetId: user.id,
  });
}

/**
 * Applies a confirmed change from its spent link: the account signs in with the new address from now on, which
 * is verified, and a contact email a manager had corrected gives way to the person's own choice.
 */
export async function applyEmailChange(
  executor: Executor,
  row: TokenRow,
  user: UserRow,
  change: EmailChangePayload,
): Promise<UserRow | undefined> {
  if (change.previousEmail.toLowerCase() !== user.email.toLowerCase()) return undefined;
  const [updated] = await executor
    .update(users)
    .set({
      email: change.email,
      contactEmail: null,
      emailVerifiedAt: new Date(),
      candidateStatus: user.candidateStatus === 'NOT_VERIFIED' ? 'ACTIVE' : user.candidateStatus,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  await recordAudit(executor, {
    actorUserId: user.id,
    organizationId: user.organizationId,
    action: 'user.email-changed',
    targetType: 'user',
    targetId: user.id,
    details: { tokenId: row.id },
  });
  return updated;
}
