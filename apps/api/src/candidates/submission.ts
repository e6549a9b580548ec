import type { CandidateUpdate, FieldError } from '@shortlist/domain/schemas';
import { emailNotVerifiedError, issueMessages } from '@shortlist/domain/schemas';
import type { FormWithSections } from '@shortlist/domain/validation';
import { findMissingRequiredAnswers, hasAgreedToTerms } from '@shortlist/domain/validation';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { candidates, roles, stageHistory } from '../db/schema/index.ts';
import { composeForContacts } from '../messaging/contact-messages.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { candidateFields } from '../messaging/templates/merge-data.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext, UserRow } from '../shared/auth-context.ts';
import { contactEmailOf } from '../shared/contact-email.ts';
import { conflict, invalidInput, ServiceError } from '../shared/failures.ts';
import { findCandidateForOwner } from './access.ts';
import { changedAnswers, isRoleOpen, lockCandidate } from './applications.ts';
import { loadCandidateView } from './views.ts';

export const candidateSubmissionMessages = {
  verifyEmail:
    'Verify your email address before you submit: open the link we emailed you, or ask for a new one.',
  alreadySubmitted: 'This application has already been submitted.',
  roleClosed: 'This role is not open for applications.',
  incomplete: 'Answer every required question before submitting.',
  termsRequired: 'Agree to the terms and conditions to submit your application.',
} as const;

/** The 'submitted' message, by the candidate's contact preferences; none once anonymised. */
function confirmationMessages(tx: Executor, user: UserRow, roleName: string, organizationId: number) {
  const data = {
    candidate: candidateFields({ ...user, email: contactEmailOf(user) }),
    role: { name: roleName },
  };
  const contact = {
    email: contactEmailOf(user),
    mobile: user.mobile,
    channels: user.contactChannels,
    anonymised: user.anonymised,
    data,
  };
  return composeForContacts(tx, organizationId, 'submitted', [contact]);
}

/** PUT /candidate/{id}/submit: the candidate hands the application in (owner only). */
export function createCandidateSubmissionService(db: Database, outbox: Outbox) {
  return {
    /**
     * Writes any answers sent with the call, checks every required visible question and the terms, and only
     * then marks the application submitted: one transaction, so a refused submit changes nothing.
     */
    async submit({ user }: AuthContext, candidateId: number, update: CandidateUpdate) {
      const candidate = await findCandidateForOwner(db, user, candidateId);
      // Issue 31: an application is submitted only from an address its owner has proved, so nobody applies
      // under someone else's email.
      if (user.emailVerifiedAt === null) {
        throw new ServiceError('forbidden', candidateSubmissionMessages.verifyEmail, {
          code: emailNotVerifiedError,
        });
      }
      const submitted = await db.transaction(async (tx) => {
        const current = await lockCandidate(tx, candidate);
        if (current.status === 'ACTIVE') throw conflict(candidateSubmissionMessages.alreadySubmitted);
        const [role] = current.roleId
          ? await tx
              .select()
              .from(roles)
              .where(and(eq(roles.organizationId, current.organizationId), eq(roles.id, current.roleId)))
          : [];
        const now = new Date();
        if (!role || !isRoleOpen(role, now)) throw conflict(candidateSubmissionMessages.roleClosed);
        const answered = { ...current, ...changedAnswers(current, update) };
        const fieldErrors: FieldError[] = findMissingRequiredAnswers(
          role.formConfiguration as FormWithSections,
          answered.responses,
        ).map((key) => ({ field: `responses.${key}`, message: issueMessages.required }));
        if (!hasAgreedToTerms({ role: { id: role.id }, ...answered })) {
          fieldErrors.push({
            field: 'acceptTermAndConditions',
            message: candidateSubmissionMessages.termsRequired,
          });
        }
        if (fieldErrors.length > 0) throw invalidInput(candidateSubmissionMessages.incomplete, fieldErrors);

        const [row] = await tx
          .update(candidates)
          .set({
            ...changedAnswers(current, update),
            status: 'ACTIVE',
            appliedAt: now,
            lastChangeAt: now,
            updatedAt: now,
          })
          .where(eq(candidates.id, current.id))
          .returning();
        if (!row) throw new Error('the application was not updated');
        await tx.insert(stageHistory).values({
          organizationId: row.organizationId,
          candidateId: row.id,
          // Submitting is the application's entry into the pipeline: there is no stage it came from.
          fromStageId: null,
          fromSubStageId: null,
          toStageId: row.stageId,
          toSubStageId: row.subStageId,
          actorUserId: user.id,
          reason: 'applied',
          createdAt: now,
        });
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: row.organizationId,
          action: 'candidate.submitted',
          targetType: 'candidate',
          targetId: row.id,
          details: { roleId: role.id },
        });
        // Queued with the submit: delivered after it commits, never for a submit that rolled back.
        await outbox.queue(tx, await confirmationMessages(tx, user, role.name, row.organizationId));
        return row;
      });
      return loadCandidateView(db, user, submitted);
    },
  };
}
