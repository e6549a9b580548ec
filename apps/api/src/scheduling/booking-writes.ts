import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import type { interviewSchedules, organizations } from '../db/schema/index.ts';
import { candidateCodes, interviewInvitations, scheduleSlots } from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { requestInterviewScorecards } from '../scorecards/requests.ts';
import type { Settings } from '../settings.ts';
import { recordAudit } from '../shared/audit.ts';
import { conflict } from '../shared/failures.ts';
import { newBookingUid, queueBookingNotices } from './booking-notices.ts';
import { moveBookingPanel } from './booking-panels.ts';
import type { CalendarBusyTimes } from './interviewer-availability.ts';
import type { ScheduleSlotRow } from './slot-views.ts';
import { moveToSubStage } from './sub-stage-moves.ts';

type OrganizationRow = typeof organizations.$inferSelect;
type ScheduleRow = typeof interviewSchedules.$inferSelect;
export type InvitationRow = typeof interviewInvitations.$inferSelect;

export const bookingWriteMessages = {
  invitationClosed: 'This invitation is no longer open.',
} as const;

interface BookingWrite {
  organization: OrganizationRow;
  schedule: ScheduleRow;
  invitation: InvitationRow;
  actorUserId: number;
  /** The candidate's link for the messages. */
  link: string;
  now: Date;
}

async function slotById(tx: Executor, organizationId: number, slotId: number | null) {
  if (slotId === null) return null;
  const [slot] = await tx
    .select()
    .from(scheduleSlots)
    .where(and(eq(scheduleSlots.organizationId, organizationId), eq(scheduleSlots.id, slotId)))
    .limit(1);
  return slot ?? null;
}

async function setCodeStage(
  tx: Executor,
  write: BookingWrite,
  codeStage: 'INVITED' | 'SCHEDULED' | 'PENDING',
) {
  await tx
    .update(candidateCodes)
    .set({ codeStage, updatedAt: write.now, ...(codeStage === 'PENDING' && { scheduleId: null }) })
    .where(
      and(
        eq(candidateCodes.organizationId, write.schedule.organizationId),
        eq(candidateCodes.candidateId, write.invitation.candidateId),
        eq(candidateCodes.type, write.schedule.type),
        eq(candidateCodes.scheduleId, write.schedule.id),
      ),
    );
}

/**
 * Books the slot for the invitation, or moves its booking there: one UPDATE guarded by the unique slot index
 * (a second holder fails with 23505) and by the invitation still being open. A move keeps the calendar UID
 * and raises SEQUENCE; a first booking gets a new UID at SEQUENCE 0. Messages go in the same transaction.
 */
export async function writeBooking(
  tx: Executor,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
  write: BookingWrite & {
    slot: ScheduleSlotRow;
    by: 'candidate' | 'manager';
    /** A move's panel members' calendars, asked before the transaction (move-calendars.ts). */
    calendarBusy?: CalendarBusyTimes;
  },
) {
  const { invitation, schedule } = write;
  const previousSlot = await slotById(tx, schedule.organizationId, invitation.bookedSlotId);
  // Issue 34: a move takes the interview's panel to the new slot, re-staffed where someone is not free.
  const panelMove = previousSlot
    ? await moveBookingPanel(tx, schedule, previousSlot, write.slot, write.calendarBusy)
    : null;
  const slot = panelMove?.to ?? write.slot;
  const moved = previousSlot !== null && invitation.bookingUid !== null;
  const uid = moved && invitation.bookingUid ? invitation.bookingUid : newBookingUid(settings, invitation.id);
  const sequence = moved ? invitation.bookingSequence + 1 : 0;
  const updated = await tx
    .update(interviewInvitations)
    .set({
      bookedSlotId: slot.id,
      bookedAt: write.now,
      bookingUid: uid,
      bookingSequence: sequence,
      interviewRemindedAt: null,
      updatedAt: write.now,
    })
    .where(
      and(
        eq(interviewInvitations.organizationId, schedule.organizationId),
        eq(interviewInvitations.id, invitation.id),
        isNull(interviewInvitations.cancelledAt),
      ),
    )
    .returning({ id: interviewInvitations.id });
  if (updated.length === 0) throw conflict(bookingWriteMessages.invitationClosed);
  await setCodeStage(tx, write, 'SCHEDULED');
  await moveToSubStage(tx, {
    actorUserId: write.actorUserId,
    organizationId: schedule.organizationId,
    stageId: schedule.stageId,
    code: 'scheduled',
    candidateIds: previousSlot ? [] : [invitation.candidateId],
    reason: 'booking',
  });
  await recordAudit(tx, {
    actorUserId: write.actorUserId,
    organizationId: schedule.organizationId,
    action: previousSlot ? 'interview.moved' : 'interview.booked',
    targetType: 'candidate',
    targetId: invitation.candidateId,
    details: {
      scheduleId: schedule.id,
      slotId: slot.id,
      previousSlotId: previousSlot?.id ?? null,
      by: write.by,
      ...(panelMove && { panel: panelMove.change }),
    },
  });
  // Issue 33: each interviewer of the slot gets a draft scorecard, dated at the interview, for the reminder.
  await requestInterviewScorecards(tx, {
    organizationId: schedule.organizationId,
    candidateId: invitation.candidateId,
    stageId: schedule.stageId,
    interviewerEmails: slot.interviewerEmails,
    startAt: slot.startAt,
  });
  // A change of time, the candidate's own or a manager's, tells them the interview has moved.
  const change = previousSlot ? 'moved' : 'booked';
  await queueBookingNotices(tx, outbox, settings, {
    change,
    organization: write.organization,
    schedule,
    invitation,
    uid,
    sequence,
    slot,
    previousSlot,
    link: write.link,
  });
  return { panelChange: panelMove?.change ?? null };
}

/**
 * Releases the invitation's booking (and, with `cancelInvitation`, closes the invitation): the candidate and
 * interviewers get a CANCEL of the booking's UID at SEQUENCE + 1. After a plain cancellation the candidate
 * may book again before the deadline, as a new calendar entry.
 */
export async function releaseBooking(
  tx: Executor,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
  write: BookingWrite & { cancelInvitation: boolean },
) {
  const { invitation, schedule } = write;
  const slot = await slotById(tx, schedule.organizationId, invitation.bookedSlotId);
  await tx
    .update(interviewInvitations)
    .set({
      bookedSlotId: null,
      bookedAt: null,
      bookingUid: null,
      bookingSequence: 0,
      interviewRemindedAt: null,
      updatedAt: write.now,
      ...(write.cancelInvitation && { cancelledAt: write.now }),
    })
    .where(
      and(
        eq(interviewInvitations.organizationId, schedule.organizationId),
        eq(interviewInvitations.id, invitation.id),
      ),
    );
  await setCodeStage(tx, write, write.cancelInvitation ? 'PENDING' : 'INVITED');
  if (!write.cancelInvitation && slot) {
    await moveToSubStage(tx, {
      actorUserId: write.actorUserId,
      organizationId: schedule.organizationId,
      stageId: schedule.stageId,
      code: 'invited',
      candidateIds: [invitation.candidateId],
      reason: 'booking cancelled',
    });
  }
  await recordAudit(tx, {
    actorUserId: write.actorUserId,
    organizationId: schedule.organizationId,
    action: write.cancelInvitation ? 'interview.invitation-cancelled' : 'interview.booking-cancelled',
    targetType: 'candidate',
    targetId: invitation.candidateId,
    details: { scheduleId: schedule.id, slotId: slot?.id ?? null },
  });
  if (!slot) return;
  const canRebook = !write.cancelInvitation && !schedule.closedAt && invitation.deadlineAt > write.now;
  await queueBookingNotices(tx, outbox, settings, {
    change: 'cancelled',
    organization: write.organization,
    schedule,
    invitation,
    uid: invitation.bookingUid ?? newBookingUid(settings, invitation.id),
    sequence: invitation.bookingSequence + 1,
    slot,
    link: write.link,
    rebookBy: canRebook ? invitation.deadlineAt : null,
  });
}
