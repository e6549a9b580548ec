import type { Booking } from '@shortlist/domain/schemas';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { hashSecret } from '../accounts/secrets.ts';
import type { CalendarBusyService } from '../calendars/calendar-busy.ts';
import type { Database } from '../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.ts';
import { retryOnDeadlock } from '../db/retry-on-deadlock.ts';
import {
  candidateCodes,
  candidates,
  interviewInvitationLinks,
  interviewInvitations,
  interviewSchedules,
  organizations,
  roles,
  scheduleSlots,
} from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { fromEpochSeconds, toEpochSeconds } from '../shared/epoch.ts';
import { conflict, invalidInput, notFound } from '../shared/failures.ts';
import { writeBooking } from './booking-writes.ts';
import { interviewPath } from './invitations.ts';
import { movePanelCalendars } from './move-calendars.ts';
import { shareSchedule } from './schedule-locks.ts';
import { bookedSlotIds, toSlotView } from './slot-views.ts';

export const bookingMessages = {
  taken: 'That time has just been taken. Please choose another.',
  deadlinePassed: 'The deadline to book has passed.',
  passed: 'That time has passed. Please choose another.',
  closed: 'This invitation is no longer open.',
  unknownTime: 'Choose one of the times offered.',
  otherInvitation: 'This booking is for another invitation.',
} as const;

/** How many times a booking that lost a deadlock is tried again before it answers 409. */
const maxBookingAttempts = 3;

/** The candidate's side of an invitation (§7 GET and PUT /interview/{token}): read the slots, book one. */
export function createBookingService(
  db: Database,
  outbox: Outbox,
  settings: Settings,
  calendars: Pick<CalendarBusyService, 'calendarBusy'>,
) {
  /** The invitation behind a link; a link of a deleted application or inactive organisation answers 404. */
  async function findInvitation(token: string) {
    const hashed = hashSecret(token);
    const [row] = await db
      .select({
        invitation: interviewInvitations,
        schedule: interviewSchedules,
        organization: organizations,
        candidate: candidates,
        roleName: roles.name,
      })
      .from(interviewInvitations)
      .innerJoin(interviewSchedules, eq(interviewInvitations.scheduleId, interviewSchedules.id))
      .innerJoin(organizations, eq(interviewInvitations.organizationId, organizations.id))
      .innerJoin(candidates, eq(interviewInvitations.candidateId, candidates.id))
      .leftJoin(roles, eq(interviewSchedules.roleId, roles.id))
      .where(
        and(
          // The invitation's own link, or one a later message carried (invitation-links.ts).
          or(
            eq(interviewInvitations.tokenHash, hashed),
            inArray(
              interviewInvitations.id,
              db
                .select({ id: interviewInvitationLinks.invitationId })
                .from(interviewInvitationLinks)
                .where(eq(interviewInvitationLinks.tokenHash, hashed)),
            ),
          ),
          eq(organizations.status, 'ACTIVE'),
          isNull(candidates.deletedAt),
        ),
      )
      .limit(1);
    if (!row) throw notFound('The invitation');
    return row;
  }

  async function slotsOf(organizationId: number, scheduleId: number) {
    return db
      .select()
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.organizationId, organizationId), eq(scheduleSlots.scheduleId, scheduleId)))
      .orderBy(asc(scheduleSlots.startAt), asc(scheduleSlots.id));
  }

  async function view(token: string) {
    const { invitation, schedule, organization, roleName } = await findInvitation(token);
    const slots = await slotsOf(schedule.organizationId, schedule.id);
    const booked = await bookedSlotIds(db, schedule.organizationId, schedule.id);
    const now = new Date();
    const bookedSlot = slots.find((slot) => slot.id === invitation.bookedSlotId);
    return {
      id: invitation.id,
      scheduleName: schedule.name,
      roleName,
      organization: { id: organization.id, name: organization.name, subdomain: organization.subdomain },
      location: schedule.location,
      durationMinutes: schedule.durationMinutes,
      deadline: toEpochSeconds(invitation.deadlineAt),
      deadlinePassed: invitation.deadlineAt < now,
      // A closed schedule or a cancelled invitation takes no booking; the page says so.
      closed: schedule.closedAt !== null || invitation.cancelledAt !== null,
      selectedTime: bookedSlot ? toEpochSeconds(bookedSlot.startAt) : null,
      // Issue 34: the candidate's own booking is told apart from others' (it is Booked too).
      slots: slots.map((slot) => ({
        ...toSlotView(slot, booked, now),
        mine: slot.id === invitation.bookedSlotId,
      })),
    };
  }

  return {
    view,

    /**
     * Books the slot starting at the chosen time. The booking is one UPDATE of the invitation guarded by the
     * unique index on booked_slot_id: of two candidates racing for one slot, the second gets 409. Booking
     * another slot releases the old one in the same statement.
     */
    async book(token: string, booking: Booking) {
      // Decision: two bookings can wait on each other's unique-index entry and PostgreSQL then cancels one
      // (deadlock); it is tried again from the start, which re-reads the free slots, and a third loss is a 409.
      return retryOnDeadlock(
        () => bookOnce(token, booking),
        maxBookingAttempts,
        () => conflict(bookingMessages.taken),
      );
    },
  };

  async function bookOnce(token: string, booking: Booking) {
    const { invitation, schedule, organization, candidate } = await findInvitation(token);
    if (booking.id !== invitation.id) {
      throw invalidInput(bookingMessages.otherInvitation, [
        { field: 'id', message: bookingMessages.otherInvitation },
      ]);
    }
    const now = new Date();
    if (schedule.closedAt || invitation.cancelledAt) throw conflict(bookingMessages.closed);
    if (invitation.deadlineAt < now) throw conflict(bookingMessages.deadlinePassed);
    const [code] = await db
      .select()
      .from(candidateCodes)
      .where(
        and(
          eq(candidateCodes.organizationId, schedule.organizationId),
          eq(candidateCodes.candidateId, candidate.id),
          eq(candidateCodes.type, schedule.type),
          eq(candidateCodes.scheduleId, schedule.id),
        ),
      )
      .limit(1);
    const open = code && (code.codeStage === 'INVITED' || code.codeStage === 'SCHEDULED');
    if (!open || candidate.stageId !== schedule.stageId) throw conflict(bookingMessages.closed);

    const startAt = fromEpochSeconds(booking.selectedTime);
    const candidatesSlots = (await slotsOf(schedule.organizationId, schedule.id)).filter(
      (slot) => slot.startAt.getTime() === startAt.getTime(),
    );
    if (candidatesSlots.length === 0) {
      throw invalidInput(bookingMessages.unknownTime, [
        { field: 'selectedTime', message: bookingMessages.unknownTime },
      ]);
    }
    if (candidatesSlots.some((slot) => slot.id === invitation.bookedSlotId)) return view(token);
    if (startAt < now) throw conflict(bookingMessages.passed);
    const booked = await bookedSlotIds(db, schedule.organizationId, schedule.id);
    const slot = candidatesSlots.find((each) => !booked.has(each.id));
    if (!slot) throw conflict(bookingMessages.taken);

    // A move asks the panel's calendars first, as they are now; one that does not answer does not stop it.
    const calendarCheck = await movePanelCalendars(db, calendars, schedule.organizationId, schedule.id, [
      invitation.bookedSlotId,
      slot.id,
    ]);
    await db
      .transaction(async (tx) => {
        // Waits out a manager's change to this schedule (a slot removed, the schedule closed) and reads it.
        const current = await shareSchedule(tx, schedule.organizationId, schedule.id);
        if (!current || current.closedAt) throw conflict(bookingMessages.closed);
        // Read again under a lock: a manager's move or cancellation may have committed since.
        const [fresh] = await tx
          .select()
          .from(interviewInvitations)
          .where(
            and(
              eq(interviewInvitations.organizationId, invitation.organizationId),
              eq(interviewInvitations.id, invitation.id),
            ),
          )
          .for('update');
        if (!fresh || fresh.cancelledAt) throw conflict(bookingMessages.closed);
        if (fresh.bookedSlotId === slot.id) return;
        await writeBooking(tx, outbox, settings, {
          organization,
          schedule: current,
          invitation: fresh,
          slot,
          actorUserId: candidate.userId,
          link: buildAppLink(settings, interviewPath(token), organization),
          now,
          by: 'candidate',
          calendarBusy: calendarCheck.busy,
        });
      })
      .catch((error: unknown) => {
        // 23505: another candidate holds the slot; 23503: a manager removed it meanwhile.
        if (isUniqueViolation(error) || isForeignKeyViolation(error)) throw conflict(bookingMessages.taken);
        throw error;
      });
    return view(token);
  }
}

export type BookingService = ReturnType<typeof createBookingService>;
