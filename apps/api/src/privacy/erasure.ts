import { eq, sql } from 'drizzle-orm';
import { forgetLoginsOf } from '../accounts/login-throttle.ts';
import type { Executor } from '../db/database.ts';
import {
  authSessions,
  candidateProfiles,
  candidates,
  oneTimeCodes,
  rememberedDevices,
  sortPreferences,
  tokens,
  users,
} from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { anonymiseApplications, anonymiseContacts } from './anonymise-applications.ts';

export const erasedAuditAction = 'user.erased';

/** The address an erased account keeps: unique, undeliverable, and saying nothing of the person. */
export const erasedEmailOf = (userId: number) => `deleted-${userId}@anonymised.invalid`;

/**
 * Erases a person (UK GDPR article 17): account details, profile, every application's personal data, their
 * messages and event registrations; every session and token ends. The rows stay, anonymised, so report counts
 * hold. Returns the file store keys to delete once the transaction has committed.
 */
export async function eraseUser(
  executor: Executor,
  person: UserRow,
  context: { actorUserId: number | null; reason: 'own-request' | 'retention' },
  now: Date,
): Promise<string[]> {
  const applicationIds = (
    await executor.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, person.id))
  ).map((row) => row.id);
  const applications = await anonymiseApplications(executor, applicationIds, now);
  const contacts = await anonymiseContacts(executor, person, null, now);
  await executor
    .update(users)
    .set({
      email: erasedEmailOf(person.id),
      contactEmail: null,
      firstName: '',
      lastName: '',
      preferredName: null,
      anonymised: true,
      anonymousEmail: null,
      passwordHash: null,
      mobile: null,
      avatar: null,
      externalCandidateId: null,
      emailVerifiedAt: null,
      contactChannels: [],
      otpRequired: false,
      updatedAt: now,
    })
    .where(eq(users.id, person.id));
  await executor.delete(candidateProfiles).where(eq(candidateProfiles.userId, person.id));
  await executor.delete(sortPreferences).where(eq(sortPreferences.userId, person.id));
  await executor.delete(tokens).where(eq(tokens.userId, person.id));
  await executor.delete(rememberedDevices).where(eq(rememberedDevices.userId, person.id));
  await executor.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.userId, person.id));
  await executor
    .delete(oneTimeCodes)
    .where(sql`lower(${oneTimeCodes.email}) = ${person.email.toLowerCase()}`);
  await forgetLoginsOf(executor, person.email);
  // Counts only: the audit row must not keep what was erased.
  await recordAudit(executor, {
    actorUserId: context.actorUserId,
    organizationId: person.organizationId,
    action: erasedAuditAction,
    targetType: 'user',
    targetId: person.id,
    details: {
      reason: context.reason,
      userType: person.userType,
      applications: applications.applications,
      notes: applications.notes,
      documents: applications.documents,
      messages: contacts.messages,
    },
  });
  return applications.storageKeys;
}
