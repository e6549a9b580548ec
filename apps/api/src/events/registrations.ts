import type { EventAttendance, EventCheckInCode, EventMessage } from '@shortlist/domain/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { eventRegistrations } from '../db/schema/index.ts';
import { composeMessages } from '../messaging/composer.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { candidateFields } from '../messaging/templates/merge-data.ts';
import { blindPeopleOf, isBlindPerson, withoutIdentity } from '../review/blind-identity.ts';
import type { Settings } from '../settings.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { conflict, invalidInput, notFound } from '../shared/failures.ts';
import { checkInAtDoor, doorMessages, findByCode } from './door-check-in.ts';
import { eventDateText } from './event-emails.ts';
import { findManagedEvent } from './managed-event.ts';
import { registrationsCsv } from './registrations-csv.ts';
import type { EventRow } from './views.ts';
import { toRegistrationView } from './views.ts';
import { lockEvent, promoteFromWaitlist } from './waitlist.ts';

export const registrationMessages = {
  notThisEvent: 'Choose registrations of this event.',
} as const;

/** Registrations of one event, places first (by name), then the waiting list in its order. */
async function registrationRows(executor: Executor, event: EventRow) {
  const rows = await executor
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.organizationId, event.organizationId),
        eq(eventRegistrations.eventId, event.id),
      ),
    )
    .orderBy(asc(eventRegistrations.lastName), asc(eventRegistrations.firstName), asc(eventRegistrations.id));
  const waiting = rows.filter((row) => row.status === 'WAITLISTED').sort((a, b) => a.id - b.id);
  const positions = new Map(waiting.map((row, index) => [row.id, index + 1]));
  // Blind review (issue 31): a registrant under blind review is listed and counted, but not named.
  const blindPeople = await blindPeopleOf(executor, event.organizationId);
  return [...rows.filter((row) => row.status === 'REGISTERED'), ...waiting].map((row) =>
    withoutIdentity(toRegistrationView(row, positions.get(row.id) ?? null), isBlindPerson(blindPeople, row)),
  );
}

/** An event's registrations for its managers: list, attendance, removal, export, messages, door scans. */
export function createRegistrationService(
  db: Database,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
) {
  return {
    async registrations(auth: AuthContext, eventId: number) {
      return registrationRows(db, await findManagedEvent(db, auth, eventId));
    },

    /** A manager marks one registration of the event ATTENDED or NOSHOW (inline, or by name at the door). */
    async checkIn(auth: AuthContext, eventId: number, { registrationId, attendance }: EventAttendance) {
      const event = await findManagedEvent(db, auth, eventId);
      return db.transaction(async (tx) => {
        const where = and(
          eq(eventRegistrations.id, registrationId),
          eq(eventRegistrations.eventId, event.id),
          eq(eventRegistrations.organizationId, event.organizationId),
        );
        const [current] = await tx.select().from(eventRegistrations).where(where);
        if (!current) throw notFound('The registration');
        if (current.status !== 'REGISTERED') throw conflict(doorMessages.waitlisted);
        const [row] = await tx
          .update(eventRegistrations)
          .set({ attendance, checkedInAt: attendance === 'ATTENDED' ? new Date() : null })
          .where(where)
          .returning();
        if (!row) throw notFound('The registration');
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId: event.organizationId,
          action: 'event.checked-in',
          targetType: 'event',
          targetId: event.id,
          details: { registrationId: row.id, attendance },
        });
        return toRegistrationView(row);
      });
    },

    /** Staff at the door scanned a confirmation's QR code: checks that registration in at once. */
    async scan(auth: AuthContext, eventId: number, { code }: EventCheckInCode) {
      const event = await findManagedEvent(db, auth, eventId);
      return db.transaction(async (tx) =>
        checkInAtDoor(tx, event, await findByCode(tx, event, code), {
          actorUserId: auth.user.id,
          by: 'scanner',
        }),
      );
    },

    /** Removes a registration; a place it held goes to the first on the waiting list, who is emailed. */
    async remove(auth: AuthContext, eventId: number, registrationId: number) {
      const found = await findManagedEvent(db, auth, eventId);
      await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          const event = await lockEvent(tx, found.organizationId, found.id);
          if (!event) throw notFound('The event');
          const [removed] = await tx
            .delete(eventRegistrations)
            .where(
              and(
                eq(eventRegistrations.organizationId, event.organizationId),
                eq(eventRegistrations.eventId, event.id),
                eq(eventRegistrations.id, registrationId),
              ),
            )
            .returning({ id: eventRegistrations.id, status: eventRegistrations.status });
          if (!removed) throw notFound('The registration');
          await recordAudit(tx, {
            actorUserId: auth.user.id,
            organizationId: event.organizationId,
            action: 'event.registration.removed',
            targetType: 'event',
            targetId: event.id,
            details: { registrationId: removed.id, status: removed.status },
          });
          await promoteFromWaitlist(tx, outbox, settings, event, auth.user.id);
        }),
      );
    },

    async exportCsv(auth: AuthContext, eventId: number) {
      const event = await findManagedEvent(db, auth, eventId);
      return registrationsCsv(db, event, await registrationRows(db, event));
    },

    /** Emails the chosen registrations of the event (or all of them) the manager's message. */
    async message(auth: AuthContext, eventId: number, { registrationIds, message }: EventMessage) {
      const event = await findManagedEvent(db, auth, eventId);
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(eventRegistrations)
          .where(
            and(
              eq(eventRegistrations.organizationId, event.organizationId),
              eq(eventRegistrations.eventId, event.id),
              registrationIds ? inArray(eventRegistrations.id, registrationIds) : undefined,
            ),
          );
        if (registrationIds && rows.length !== new Set(registrationIds).size) {
          throw invalidInput(registrationMessages.notThisEvent, [
            { field: 'registrationIds', message: registrationMessages.notThisEvent },
          ]);
        }
        const date = await eventDateText(tx, event);
        const messages = await composeMessages(
          tx,
          event.organizationId,
          'event-message',
          'EMAIL',
          rows.map((row) => ({
            recipient: row.email,
            data: { candidate: candidateFields(row), event: { name: event.name, date }, message },
          })),
        );
        await outbox.queue(tx, messages);
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId: event.organizationId,
          action: 'event.messaged',
          targetType: 'event',
          targetId: event.id,
          details: { recipients: rows.length },
        });
        return { sent: messages.length };
      });
    },
  };
}
