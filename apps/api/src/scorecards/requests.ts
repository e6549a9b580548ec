import type { ScorecardRequestResult } from '@shortlist/domain/contract';
import type { FieldError, ScorecardRequest } from '@shortlist/domain/schemas';
import { scorecardMessages } from '@shortlist/domain/schemas';
import { isManager } from '@shortlist/domain/users';
import { and, eq, isNull } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of.ts';
import type { Database, Executor } from '../db/database.ts';
import { scorecards, users } from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { findOrganizationCandidate } from '../pipeline/organization-candidate-access.ts';
import type { Settings } from '../settings.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { invalidInput } from '../shared/failures.ts';
import { queueScorecardEmail } from './scorecard-messages.ts';
import { emailAssessorKey, userAssessorKey, withRatings } from './scorecard-rows.ts';
import type { Assessor, ScorecardSlot } from './scorecard-writes.ts';
import { assertSlotOf, lockScorecard } from './scorecard-writes.ts';
import { userName } from './scorecards.ts';

/** The organisation's active managers with these ids or emails (case aside). */
async function managersOf(executor: Executor, organizationId: number, ids: number[], emails: string[]) {
  const rows = await executor
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), isNull(users.deactivatedAt)));
  return rows.filter(
    (row) => isManager(row) && (ids.includes(row.id) || emails.includes(row.email.toLowerCase())),
  );
}

const asAssessor = (user: UserRow): Assessor => ({
  key: userAssessorKey(user.id),
  userId: user.id,
  email: null,
  name: userName(user),
});

/**
 * The assessors named by user id or email: a manager of the organisation by either, else an outside assessor by
 * email. An id that is not an active manager of the organisation is refused on its field.
 */
async function resolveAssessors(
  executor: Executor,
  organizationId: number,
  request: ScorecardRequest['assessors'],
) {
  const ids = request.flatMap((each) => ('userId' in each ? [each.userId] : []));
  const emails = request.flatMap((each) => ('email' in each ? [each.email.toLowerCase()] : []));
  const managers = await managersOf(executor, organizationId, ids, emails);
  const errors: FieldError[] = [];
  const assessors = request.flatMap((each, index): Assessor[] => {
    if ('userId' in each) {
      const manager = managers.find((row) => row.id === each.userId);
      if (!manager)
        errors.push({ field: `assessors.${index}.userId`, message: scorecardMessages.unknownAssessor });
      return manager ? [asAssessor(manager)] : [];
    }
    const manager = managers.find((row) => row.email.toLowerCase() === each.email.toLowerCase());
    if (manager) return [asAssessor(manager)];
    const email = each.email.toLowerCase();
    return [{ key: emailAssessorKey(email), userId: null, email, name: each.name ?? email }];
  });
  if (errors.length > 0) throw invalidInput(scorecardMessages.unknownAssessor, errors);
  return [...new Map(assessors.map((assessor) => [assessor.key, assessor])).values()];
}

/**
 * The interviewers of a booked slot get a draft scorecard each, dated at the slot's start (a moved booking
 * moves the date of drafts not yet submitted). Interviewers are matched to the organisation's managers by
 * email; others are outside assessors, asked by the reminder's link.
 */
export async function requestInterviewScorecards(
  tx: Executor,
  input: {
    organizationId: number;
    candidateId: number;
    stageId: number;
    interviewerEmails: readonly string[];
    startAt: Date;
  },
): Promise<void> {
  if (input.interviewerEmails.length === 0) return;
  const assessors = await resolveAssessors(
    tx,
    input.organizationId,
    input.interviewerEmails.map((email) => ({ email: email.toLowerCase() })),
  );
  const slot = { ...input, roleId: null, exerciseId: 0, kitId: null };
  for (const assessor of assessors) {
    const row = await lockScorecard(tx, slot, assessor, input.startAt);
    if (row.status === 'draft' && row.assessedAt?.getTime() !== input.startAt.getTime()) {
      await tx
        .update(scorecards)
        .set({ assessedAt: input.startAt, reminderSentAt: null })
        .where(and(eq(scorecards.organizationId, row.organizationId), eq(scorecards.id, row.id)));
    }
  }
}

/** POST /organization/{orgId}/candidate/{cid}/scorecards: any manager asks assessors for their scorecards. */
export function createScorecardRequestService(db: Database, outbox: Outbox, settings: Settings) {
  return {
    async request(
      user: UserRow,
      organizationId: number,
      candidateId: number,
      body: ScorecardRequest,
    ): Promise<ScorecardRequestResult> {
      return outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          const candidate = await findOrganizationCandidate(tx, user, organizationId, candidateId);
          const slot: ScorecardSlot = {
            organizationId,
            candidateId,
            roleId: candidate.roleId,
            stageId: body.stageId,
            exerciseId: body.exerciseId,
            kitId: body.kitId ?? null,
          };
          await assertSlotOf(tx, slot);
          const assessors = await resolveAssessors(tx, organizationId, body.assessors);
          const assessedAt = body.assessedAt ? new Date(body.assessedAt) : null;
          const rows = [];
          const emailed: string[] = [];
          for (const assessor of assessors) {
            const row = await lockScorecard(tx, slot, assessor, assessedAt);
            if (assessedAt && row.status === 'draft') {
              await tx
                .update(scorecards)
                .set({ assessedAt, ...(slot.kitId === null ? {} : { kitId: slot.kitId }) })
                .where(and(eq(scorecards.organizationId, organizationId), eq(scorecards.id, row.id)));
            }
            rows.push(row);
            const sent = await queueScorecardEmail(tx, outbox, settings, row, 'scorecard-request');
            if (sent && row.assessorUserId === null) emailed.push(sent);
          }
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId,
            action: 'scorecard.requested',
            targetType: 'candidate',
            targetId: candidateId,
            details: {
              stageId: body.stageId,
              exerciseId: body.exerciseId,
              assessors: assessors.map((each) => each.key),
            },
          });
          const fresh = await tx
            .select()
            .from(scorecards)
            .where(
              and(
                eq(scorecards.organizationId, organizationId),
                isAnyOf(
                  scorecards.id,
                  rows.map((row) => row.id),
                ),
              ),
            );
          // The request answers who was asked, never what anyone wrote.
          const cards = await withRatings(tx, organizationId, fresh);
          return {
            scorecards: cards.map(({ assessorKey: _key, ...card }) => ({
              ...card,
              ratings: [],
              recommendation: null,
              privateNotes: null,
            })),
            emailed,
          };
        }),
      );
    },
  };
}

export type ScorecardRequestService = ReturnType<typeof createScorecardRequestService>;
