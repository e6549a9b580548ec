import type { EventCheckIn, EventRegistration } from '@shortlist/domain/schemas';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { eventRegistrations, events, organizations, users } from '../db/schema/index.ts';
import { composeEmail } from '../messaging/composer.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { candidateFields, formatTime } from '../messaging/templates/merge-data.ts';
import { findActiveOrganization } from '../organizations/public-organizations.ts';
import { recordAudit } from '../shared/audit.ts';
import { conflict, notFound, ServiceError } from '../shared/failures.ts';
import { countRegistrations } from './counts.ts';
import type { EventRow } from './views.ts';
import { placesLeft, toPublicEventView, toRegistrationView } from './views.ts';

export const publicEventMessages = {
  alreadyRegistered: 'This email is already registered for this event.',
  full: 'This event is full.',
  over: 'This event has already taken place.',
  noRegistration: 'We could not find a registration for this email.',
} as const;

/** A visible event: not archived, of an active organisation; anything else answers 404. */
async function findVisibleEvent(executor: Executor, eventId: number, lock = false) {
  const query = executor
    .select({ event: events, organization: organizations })
    .from(events)
    .innerJoin(organizations, eq(events.organizationId, organizations.id))
    .where(and(eq(events.id, eventId), eq(events.archived, false), eq(organizations.status, 'ACTIVE')))
    .limit(1);
  // Registrations for one event queue behind each other, so two people cannot both take the last place.
  const [row] = lock ? await query.for('update', { of: events }) : await query;
  if (!row) throw notFound('The event');
  return row;
}

/** Events anyone may see and join (§7 Public): lists, the event page, registration and QR check-in. */
export function createPublicEventService(db: Database, outbox: Outbox) {
  async function eventViews(rows: EventRow[]) {
    const counts = await countRegistrations(
      db,
      rows.map((event) => event.id),
    );
    return rows.map((event) => toPublicEventView(event, counts(event.id).registered));
  }

  async function listFor(idOrSubdomain: string, upcomingOnly: boolean) {
    const organization = await findActiveOrganization(db, idOrSubdomain);
    const rows = await db
      .select()
      .from(events)
      .where(
        and(
          eq(events.organizationId, organization.id),
          eq(events.archived, false),
          // Decision: an event still under way counts as upcoming until it ends.
          upcomingOnly ? gte(events.endsAt, new Date()) : undefined,
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id));
    return eventViews(rows);
  }

  return {
    upcoming: (idOrSubdomain: string) => listFor(idOrSubdomain, true),
    nonArchived: (idOrSubdomain: string) => listFor(idOrSubdomain, false),

    async get(eventId: number) {
      const { event } = await findVisibleEvent(db, eventId);
      return (await eventViews([event]))[0];
    },

    /** Registers an email once per event while places last; the confirmation goes to that address. */
    async register(eventId: number, registration: EventRegistration) {
      const created = await db
        .transaction(async (tx) => {
          const { event } = await findVisibleEvent(tx, eventId, true);
          if (event.endsAt.getTime() < Date.now()) throw conflict(publicEventMessages.over);
          const [existing] = await tx
            .select({ id: eventRegistrations.id })
            .from(eventRegistrations)
            .where(
              and(
                eq(eventRegistrations.eventId, event.id),
                eq(sql`lower(${eventRegistrations.email})`, registration.email),
              ),
            )
            .limit(1);
          if (existing) throw conflict(publicEventMessages.alreadyRegistered);
          const registered = (await countRegistrations(tx, [event.id]))(event.id).registered;
          if (placesLeft(event, registered) === 0) throw conflict(publicEventMessages.full);
          const [person] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(sql`lower(${users.email})`, registration.email))
            .limit(1);
          const [row] = await tx
            .insert(eventRegistrations)
            .values({
              organizationId: event.organizationId,
              eventId: event.id,
              userId: person?.id ?? null,
              email: registration.email,
              firstName: registration.firstName ?? '',
              lastName: registration.lastName ?? '',
            })
            .returning();
          if (!row) throw new Error('the registration was not stored');
          await recordAudit(tx, {
            actorUserId: person?.id ?? null,
            organizationId: event.organizationId,
            action: 'event.registered',
            targetType: 'event',
            targetId: event.id,
            details: { registrationId: row.id },
          });
          const data = {
            candidate: candidateFields(row),
            event: { name: event.name, date: `${formatTime(event.startsAt)}, ${event.location}` },
          };
          const key = 'event-registered';
          await outbox.queue(tx, [await composeEmail(tx, event.organizationId, key, row.email, data)]);
          return row;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(publicEventMessages.alreadyRegistered) : error;
        });
      return toRegistrationView(created);
    },

    /**
     * Marks a registered email as attended (the QR code at the door). Decision: walk-ins are not registered
     * here; an email without a registration answers 404.
     */
    async checkIn(eventId: number, { email }: EventCheckIn) {
      return db.transaction(async (tx) => {
        const { event } = await findVisibleEvent(tx, eventId);
        const [row] = await tx
          .update(eventRegistrations)
          .set({ attendance: 'ATTENDED', checkedInAt: new Date() })
          .where(
            and(eq(eventRegistrations.eventId, event.id), eq(sql`lower(${eventRegistrations.email})`, email)),
          )
          .returning();
        if (!row) throw new ServiceError('not-found', publicEventMessages.noRegistration);
        await recordAudit(tx, {
          actorUserId: row.userId,
          organizationId: event.organizationId,
          action: 'event.checked-in',
          targetType: 'event',
          targetId: event.id,
          details: { registrationId: row.id, attendance: 'ATTENDED', by: 'qr' },
        });
        return toRegistrationView(row);
      });
    },
  };
}

export type PublicEventService = ReturnType<typeof createPublicEventService>;
