import { and, eq, inArray } from 'drizzle-orm';
import { createSecret, hashSecret } from '../accounts/secrets.ts';
import type { Database } from '../db/database.ts';
import { candidateCodes, interviewInvitations, organizations } from '../db/schema/index.ts';
import { composeForContacts } from '../messaging/contact-messages.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { stageStatusWording } from '../pipeline/candidate-status-wording.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { conflict } from '../shared/failures.ts';
import { loadCandidateContacts } from './candidate-contacts.ts';
import type { SkipReason } from './eligibility.ts';
import { checkEligibility, distinctIds, loadInvitees } from './eligibility.ts';
import { contactRecipient, interviewInvitationData } from './messages.ts';
import { deadlineInZone, organizationTimeZone } from './organization-time-zone.ts';
import { scheduleChangeMessages } from './schedule-changes.ts';
import type { ScheduleService } from './schedules.ts';
import { moveToSubStage } from './sub-stage-moves.ts';

/** The path of the candidate's booking page; the token is the only key to it. */
export const interviewPath = (token: string) => `/interview/${token}`;

/**
 * Invites candidates to book a slot of a schedule (§4): each eligible candidate gets its scheduling record
 * set to INVITED, an invitation with a fresh link, the 'invited' sub-stage and a message, all in one
 * transaction; the others are listed with the reason they were left out.
 */
export function createInvitationService(
  db: Database,
  outbox: Outbox,
  settings: Settings,
  schedules: ScheduleService,
) {
  return {
    async invite(auth: AuthContext, scheduleId: number, candidateIds: readonly number[]) {
      const { schedule } = await schedules.findManagedSchedule(auth, scheduleId);
      const [organization] = await db
        .select()
        .from(organizations)
        .where(eq(organizations.id, schedule.organizationId))
        .limit(1);
      if (!organization) throw new Error('the schedule has no organisation');
      if (schedule.closedAt) throw conflict(scheduleChangeMessages.closed);
      const ids = distinctIds(candidateIds);
      const invited: number[] = [];
      const skipped: { id: number; reason: SkipReason }[] = [];
      const now = new Date();
      // 23:59 of the deadline day on the organisation's clock (§9 deadlines), shown in its zone in the message.
      const timeZone = organizationTimeZone(organization.defaultConfiguration);
      const deadline = deadlineInZone(now, schedule.deadlineDays, timeZone.zone);

      await db.transaction(async (tx) => {
        const invitees = await loadInvitees(tx, schedule.organizationId, ids);
        const links = new Map<number, string>();
        for (const id of ids) {
          const check = checkEligibility(
            { type: schedule.type, roleId: schedule.roleId, stageId: schedule.stageId },
            invitees.candidate(id),
            invitees.codesOf(id),
          );
          if (!check.eligible) {
            skipped.push({ id, reason: check.reason });
            continue;
          }
          if (check.existingCode) {
            await tx
              .update(candidateCodes)
              .set({ codeStage: 'INVITED', scheduleId: schedule.id, updatedAt: now })
              .where(eq(candidateCodes.id, check.existingCode.id));
          } else {
            await tx.insert(candidateCodes).values({
              organizationId: schedule.organizationId,
              candidateId: id,
              type: schedule.type,
              stageId: check.candidate.stageId,
              codeStage: 'INVITED',
              scheduleId: schedule.id,
            });
          }
          links.set(id, createSecret());
          invited.push(id);
        }
        if (invited.length === 0) return;

        // A fresh invitation replaces any earlier one to this schedule, so only the newest link works.
        await tx
          .delete(interviewInvitations)
          .where(
            and(
              eq(interviewInvitations.organizationId, schedule.organizationId),
              eq(interviewInvitations.scheduleId, schedule.id),
              inArray(interviewInvitations.candidateId, invited),
            ),
          );
        await tx.insert(interviewInvitations).values(
          invited.map((candidateId) => ({
            organizationId: schedule.organizationId,
            scheduleId: schedule.id,
            candidateId,
            tokenHash: hashSecret(links.get(candidateId) ?? ''),
            deadlineAt: deadline,
          })),
        );
        await moveToSubStage(tx, {
          actorUserId: auth.user.id,
          organizationId: schedule.organizationId,
          stageId: schedule.stageId,
          code: 'invited',
          candidateIds: invited,
          reason: 'invitation',
        });
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId: schedule.organizationId,
          action: 'schedule.invited',
          targetType: 'schedule',
          targetId: schedule.id,
          details: { candidateIds: invited, deadline: deadline.toISOString() },
        });
        const contacts = await loadCandidateContacts(tx, schedule.organizationId, invited);
        const recipients = invited.flatMap((candidateId) => {
          const contact = contacts.get(candidateId);
          const token = links.get(candidateId);
          if (!contact || !token) return [];
          const link = buildAppLink(settings, interviewPath(token), organization);
          return [
            contactRecipient(
              contact,
              interviewInvitationData({
                scheduleName: schedule.name,
                stageStatus: stageStatusWording(schedule.stageId, contact.sectorKind, contact.roleType),
                link,
                deadline,
                timeZone,
              }),
            ),
          ];
        });
        const key = 'interview-invitation';
        await outbox.queue(tx, await composeForContacts(tx, schedule.organizationId, key, recipients));
      });
      return { invited, skipped };
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
