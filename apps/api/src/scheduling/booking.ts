import type { Booking } from '@shortlist/domain/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { hashSecret } from '../accounts/secrets.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { retryOnDeadlock } from '../db/retry-on-deadlock.ts';
import {
  candidateCodes,
  candidates,
  interviewInvitations,
  interviewSchedules,
  organizations,
  roles,
  scheduleSlots,
} from '../db/schema/index.ts';
import { composeForContacts } from '../messaging/contact-messages.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { recordAudit } from '../shared/audit.ts';
import { fromEpochSeconds, toEpochSeconds } from '../shared/epoch.ts';
import { conflict, invalidInput, notFound } from '../shared/failures.ts';
import { loadCandidateContacts } from './candidate-contacts.ts';
import { interviewPath } from './invitations.ts';
import { contactRecipient, interviewBookedData } from './messages.ts';
import { bookedSlotIds, toSlotView } from './slot-views.ts';
import { moveToSubStage } from './sub-stage-moves.ts';

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
export function createBookingService(db: Database, outbox: Outbox, settings: Settings) {
  /** The invitation behind a link; a link of a deleted application or inactive organisation answers 404. */
  async function findInvitation(token: string) {
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
          eq(interviewInvitations.tokenHash, hashSecret(token)),
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
      selectedTime: bookedSlot ? toEpochSeconds(bookedSlot.startAt) : null,
      slots: slots.map((slot) => toSlotView(slot, booked, now)),
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

    await db
      .transaction(async (tx) => {
        // The one statement that decides the race; everything after it rolls back with it.
        await tx
          .update(interviewInvitations)
          .set({ bookedSlotId: slot.id, bookedAt: now, updatedAt: now })
          .where(eq(interviewInvitations.id, invitation.id));
        await tx
          .update(candidateCodes)
          .set({ codeStage: 'SCHEDULED', updatedAt: now })
          .where(eq(candidateCodes.id, code.id));
        await moveToSubStage(tx, {
          actorUserId: candidate.userId,
          organizationId: schedule.organizationId,
          stageId: candidate.stageId,
          code: 'scheduled',
          candidateIds: code.codeStage === 'SCHEDULED' ? [] : [candidate.id],
          reason: 'booking',
        });
        await recordAudit(tx, {
          actorUserId: candidate.userId,
          organizationId: schedule.organizationId,
          action: 'interview.booked',
          targetType: 'candidate',
          targetId: candidate.id,
          details: { scheduleId: schedule.id, slotId: slot.id, previousSlotId: invitation.bookedSlotId },
        });
        const contact = (await loadCandidateContacts(tx, schedule.organizationId, [candidate.id])).get(
          candidate.id,
        );
        if (contact) {
          const link = buildAppLink(settings, interviewPath(token), organization);
          const data = interviewBookedData({ location: schedule.location, startsAt: slot.startAt, link });
          const recipients = [contactRecipient(contact, data)];
          await outbox.queue(
            tx,
            await composeForContacts(tx, schedule.organizationId, 'interview-booked', recipients),
          );
        }
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(bookingMessages.taken) : error;
      });
    return view(token);
  }
}

export type BookingService = ReturnType<typeof createBookingService>;
