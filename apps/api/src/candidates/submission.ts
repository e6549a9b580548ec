import type { CandidateUpdate, FieldError } from '@shortlist/domain/schemas';
import { issueMessages } from '@shortlist/domain/schemas';
import type { FormWithSections } from '@shortlist/domain/validation';
import { findMissingRequiredAnswers, hasAgreedToTerms } from '@shortlist/domain/validation';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidates, organizations, roles, stageHistory } from '../db/schema/index.ts';
import type { Outbox, OutgoingMessage } from '../messaging/outbox.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext, UserRow } from '../shared/auth-context.ts';
import { conflict, invalidInput } from '../shared/failures.ts';
import { findCandidateForOwner } from './access.ts';
import { changedAnswers, isRoleOpen, lockCandidate } from './applications.ts';
import { loadCandidateView } from './views.ts';

export const candidateSubmissionMessages = {
  alreadySubmitted: 'This application has already been submitted.',
  roleClosed: 'This role is not open for applications.',
  incomplete: 'Answer every required question before submitting.',
  termsRequired: 'Agree to the terms and conditions to submit your application.',
} as const;

function confirmationMessages(
  user: UserRow,
  roleName: string,
  organization: { id: number; name: string },
): OutgoingMessage[] {
  if (user.anonymised) return [];
  const subject = `We have received your application for ${roleName}`;
  const body = `Hello ${user.firstName}, thank you for applying for ${roleName} at ${organization.name}. Your application has been submitted; we will be in touch about the next steps. You can follow it from your applications page.`;
  const base = { template: 'submitted', subject, body, organizationId: organization.id };
  return [
    ...(user.contactChannels.includes('EMAIL')
      ? [{ ...base, channel: 'EMAIL' as const, recipient: user.email }]
      : []),
    ...(user.contactChannels.includes('SMS') && user.mobile
      ? [{ ...base, channel: 'SMS' as const, recipient: user.mobile }]
      : []),
  ];
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
          fromStageId: current.stageId,
          fromSubStageId: current.subStageId,
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
        const [organization] = await tx
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(eq(organizations.id, row.organizationId));
        // Queued with the submit: delivered after it commits, never for a submit that rolled back.
        if (organization) await outbox.queue(tx, confirmationMessages(user, role.name, organization));
        return row;
      });
      return loadCandidateView(db, user, submitted);
    },
  };
}
