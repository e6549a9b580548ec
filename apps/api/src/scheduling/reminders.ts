import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  candidates,
  interviewInvitations,
  interviewSchedules,
  organizations,
  scheduleSlots,
} from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { queueDeadlineReminder, queueInterviewReminder } from './reminder-messages.ts';

/** How long before a deadline or an interview its reminder goes. */
export const reminderLeadMs = 24 * 60 * 60 * 1000;
/** Reminders written per transaction; the job loops until none is due. */
const reminderBatch = 50;

// Both reminders read an invitation with its schedule and application, each joined within the organisation.
const ofSchedule = and(
  eq(interviewSchedules.organizationId, interviewInvitations.organizationId),
  eq(interviewSchedules.id, interviewInvitations.scheduleId),
);
const ofCandidate = and(
  eq(candidates.organizationId, interviewInvitations.organizationId),
  eq(candidates.id, interviewInvitations.candidateId),
);

/**
 * The automatic reminders (issue 14): a day before an unbooked invitation's deadline, and a day before a
 * booked interview. Each invitation's reminder is claimed by setting its *_reminded_at in the transaction that
 * queues the message, on rows taken FOR UPDATE SKIP LOCKED: another process skips them, and once committed
 * no run picks them again, so a restart or a second API process never sends one twice.
 */
export function createReminderService(db: Database, outbox: Outbox, settings: Settings) {
  // An invitation still to book: the schedule open, the candidate still at its stage (else booking is refused).
  const open = and(
    isNull(interviewSchedules.closedAt),
    eq(organizations.status, 'ACTIVE'),
    isNull(candidates.deletedAt),
    eq(candidates.stageId, interviewSchedules.stageId),
  );

  async function deadlineBatch(now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({
          invitation: interviewInvitations,
          schedule: interviewSchedules,
          organization: organizations,
        })
        .from(interviewInvitations)
        .innerJoin(interviewSchedules, ofSchedule)
        .innerJoin(organizations, eq(organizations.id, interviewInvitations.organizationId))
        .innerJoin(candidates, ofCandidate)
        .where(
          and(
            isNull(interviewInvitations.deadlineRemindedAt),
            isNull(interviewInvitations.bookedSlotId),
            isNull(interviewInvitations.cancelledAt),
            gt(interviewInvitations.deadlineAt, now),
            lte(interviewInvitations.deadlineAt, new Date(now.getTime() + reminderLeadMs)),
            open,
          ),
        )
        .orderBy(asc(interviewInvitations.deadlineAt))
        .limit(reminderBatch)
        .for('update', { of: interviewInvitations, skipLocked: true });
      for (const row of due) {
        await tx
          .update(interviewInvitations)
          .set({ deadlineRemindedAt: now })
          .where(
            and(
              eq(interviewInvitations.organizationId, row.invitation.organizationId),
              eq(interviewInvitations.id, row.invitation.id),
            ),
          );
        await queueDeadlineReminder(tx, outbox, settings, row);
      }
      return due.length;
    });
  }

  async function interviewBatch(now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({
          invitation: interviewInvitations,
          schedule: interviewSchedules,
          organization: organizations,
          slot: scheduleSlots,
        })
        .from(interviewInvitations)
        .innerJoin(
          scheduleSlots,
          and(
            eq(scheduleSlots.organizationId, interviewInvitations.organizationId),
            eq(scheduleSlots.id, interviewInvitations.bookedSlotId),
          ),
        )
        .innerJoin(interviewSchedules, ofSchedule)
        .innerJoin(organizations, eq(organizations.id, interviewInvitations.organizationId))
        .innerJoin(candidates, ofCandidate)
        .where(
          and(
            isNull(interviewInvitations.interviewRemindedAt),
            isNotNull(interviewInvitations.bookedSlotId),
            isNull(interviewInvitations.cancelledAt),
            gt(scheduleSlots.startAt, now),
            lte(scheduleSlots.startAt, new Date(now.getTime() + reminderLeadMs)),
            // Decision: an interview closed schedules keep is still reminded; only the organisation must be active.
            eq(organizations.status, 'ACTIVE'),
            isNull(candidates.deletedAt),
          ),
        )
        .orderBy(asc(scheduleSlots.startAt))
        .limit(reminderBatch)
        .for('update', { of: interviewInvitations, skipLocked: true });
      for (const row of due) {
        await tx
          .update(interviewInvitations)
          .set({ interviewRemindedAt: now })
          .where(
            and(
              eq(interviewInvitations.organizationId, row.invitation.organizationId),
              eq(interviewInvitations.id, row.invitation.id),
            ),
          );
        await queueInterviewReminder(tx, outbox, settings, row);
      }
      return due.length;
    });
  }

  return {
    /** Sends every reminder due at `now` (passed in, so tests need no clock); returns how many of each. */
    async sendDue(now: Date = new Date()) {
      let deadline = 0;
      let interview = 0;
      for (let sent = reminderBatch; sent === reminderBatch; deadline += sent)
        sent = await deadlineBatch(now);
      for (let sent = reminderBatch; sent === reminderBatch; interview += sent)
        sent = await interviewBatch(now);
      return { deadline, interview };
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;
