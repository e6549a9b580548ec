import type { ManagerBooking, ManagerBookingReply } from '@shortlist/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { CalendarBusyService } from '../calendars/calendar-busy.ts';
import { canManage } from '../candidates/access.ts';
import type { Database, Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { interviewInvitations, scheduleSlots } from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { conflict, invalidInput, notFound } from '../shared/failures.ts';
import { releaseBooking, writeBooking } from './booking-writes.ts';
import { issueInvitationLink } from './invitation-links.ts';
import { movePanelCalendars } from './move-calendars.ts';
import { queueDeadlineReminder } from './reminder-messages.ts';
import { scheduleChangeMessages } from './schedule-changes.ts';
import { lockManagedSchedule } from './schedule-locks.ts';
import type { ScheduleService } from './schedules.ts';

export const managerBookingMessages = {
  slotTaken: 'Someone else has booked that slot. Choose a free one.',
  slotPassed: 'That slot has passed. Choose one still to come.',
  unknownSlot: 'Choose a slot of this schedule.',
  invitationCancelled: 'This invitation was cancelled.',
  notBooked: 'This candidate has no booking to cancel.',
  alreadyBooked: 'This candidate has already booked a time.',
  deadlinePassed: 'The deadline to book has passed.',
} as const;

async function lockInvitation(
  tx: Executor,
  organizationId: number,
  scheduleId: number,
  invitationId: number,
) {
  const [invitation] = await tx
    .select()
    .from(interviewInvitations)
    .where(
      and(
        eq(interviewInvitations.organizationId, organizationId),
        eq(interviewInvitations.scheduleId, scheduleId),
        eq(interviewInvitations.id, invitationId),
      ),
    )
    .limit(1)
    .for('update');
  if (!invitation) throw notFound('The invitation');
  return invitation;
}

/** A manager's changes to the bookings of a schedule (issue 14), each in one transaction under its lock. */
export function createBookingChangeService(
  db: Database,
  outbox: Outbox,
  settings: Settings,
  schedules: ScheduleService,
  calendars: Pick<CalendarBusyService, 'calendarBusy'>,
) {
  return {
    /** Books a free slot for the candidate (HR scheduling, or on their behalf), or moves their booking there. */
    async book(
      auth: AuthContext,
      scheduleId: number,
      invitationId: number,
      input: ManagerBooking,
    ): Promise<ManagerBookingReply> {
      // A move asks the panel's calendars first (outside the transaction, as they answer over the network),
      // for a schedule the caller manages; the transaction below checks everything again under its locks.
      const [current] = await db
        .select({
          organizationId: interviewInvitations.organizationId,
          bookedSlotId: interviewInvitations.bookedSlotId,
        })
        .from(interviewInvitations)
        .where(
          and(eq(interviewInvitations.scheduleId, scheduleId), eq(interviewInvitations.id, invitationId)),
        )
        .limit(1);
      const calendarCheck =
        current && canManage(auth.user, current.organizationId)
          ? await movePanelCalendars(db, calendars, current.organizationId, scheduleId, [
              current.bookedSlotId,
              input.slotId,
            ])
          : null;
      const written = await db
        .transaction(async (tx) => {
          const { schedule, organization } = await lockManagedSchedule(tx, auth, scheduleId);
          if (schedule.closedAt) throw conflict(scheduleChangeMessages.closed);
          const invitation = await lockInvitation(tx, schedule.organizationId, schedule.id, invitationId);
          if (invitation.cancelledAt) throw conflict(managerBookingMessages.invitationCancelled);
          const [slot] = await tx
            .select()
            .from(scheduleSlots)
            .where(
              and(
                eq(scheduleSlots.organizationId, schedule.organizationId),
                eq(scheduleSlots.scheduleId, schedule.id),
                eq(scheduleSlots.id, input.slotId),
              ),
            )
            .limit(1);
          if (!slot) {
            throw invalidInput(managerBookingMessages.unknownSlot, [
              { field: 'slotId', message: managerBookingMessages.unknownSlot },
            ]);
          }
          if (invitation.bookedSlotId === slot.id) return null;
          const now = new Date();
          if (slot.startAt < now) throw conflict(managerBookingMessages.slotPassed);
          return writeBooking(tx, outbox, settings, {
            organization,
            schedule,
            invitation,
            slot,
            actorUserId: auth.user.id,
            link: await issueInvitationLink(tx, settings, organization, invitation.id),
            now,
            by: 'manager',
            ...(calendarCheck && { calendarBusy: calendarCheck.busy }),
          });
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(managerBookingMessages.slotTaken) : error;
        });
      return {
        ...(await schedules.get(auth, scheduleId)),
        panelChange: written?.panelChange ?? null,
        calendarsUnchecked: written ? (calendarCheck?.unchecked ?? []) : [],
      };
    },

    async cancelBooking(auth: AuthContext, scheduleId: number, invitationId: number) {
      await db.transaction(async (tx) => {
        const { schedule, organization } = await lockManagedSchedule(tx, auth, scheduleId);
        const invitation = await lockInvitation(tx, schedule.organizationId, schedule.id, invitationId);
        if (invitation.bookedSlotId === null) throw conflict(managerBookingMessages.notBooked);
        await releaseBooking(tx, outbox, settings, {
          organization,
          schedule,
          invitation,
          actorUserId: auth.user.id,
          link: await issueInvitationLink(tx, settings, organization, invitation.id),
          now: new Date(),
          cancelInvitation: false,
        });
      });
      return schedules.get(auth, scheduleId);
    },

    /** Cancelling twice is the same as once. */
    async cancelInvitation(auth: AuthContext, scheduleId: number, invitationId: number) {
      await db.transaction(async (tx) => {
        const { schedule, organization } = await lockManagedSchedule(tx, auth, scheduleId);
        const invitation = await lockInvitation(tx, schedule.organizationId, schedule.id, invitationId);
        if (invitation.cancelledAt) return;
        await releaseBooking(tx, outbox, settings, {
          organization,
          schedule,
          invitation,
          actorUserId: auth.user.id,
          link: await issueInvitationLink(tx, settings, organization, invitation.id),
          now: new Date(),
          cancelInvitation: true,
        });
      });
      return schedules.get(auth, scheduleId);
    },

    /** A reminder to choose a time, for an open invitation not yet booked. */
    async remind(auth: AuthContext, scheduleId: number, invitationId: number) {
      await db.transaction(async (tx) => {
        const { schedule, organization } = await lockManagedSchedule(tx, auth, scheduleId);
        if (schedule.closedAt) throw conflict(scheduleChangeMessages.closed);
        const invitation = await lockInvitation(tx, schedule.organizationId, schedule.id, invitationId);
        if (invitation.cancelledAt) throw conflict(managerBookingMessages.invitationCancelled);
        if (invitation.bookedSlotId !== null) throw conflict(managerBookingMessages.alreadyBooked);
        if (invitation.deadlineAt < new Date()) throw conflict(managerBookingMessages.deadlinePassed);
        await queueDeadlineReminder(tx, outbox, settings, { organization, schedule, invitation });
      });
    },
  };
}

export type BookingChangeService = ReturnType<typeof createBookingChangeService>;
