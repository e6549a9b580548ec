import type { EventCheckInOutcome, EventSelfCheckIn, EventSignUp } from '@shortlist/domain/schemas';
import { eventEditingMessages } from '@shortlist/domain/schemas';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { events, organizations, users } from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { findActiveOrganization } from '../organizations/public-organizations.ts';
import type { Settings } from '../settings.ts';
import { conflict, notFound } from '../shared/failures.ts';
import { checkAnswers } from './answers.ts';
import { isEventDay } from './check-in-day.ts';
import { countRegistrations } from './counts.ts';
import { checkInAtDoor, findByCode } from './door-check-in.ts';
import { timeZoneOf } from './event-emails.ts';
import { placeRegistration, registeringMessages } from './registering.ts';
import type { EventRow } from './views.ts';
import { toPublicEventView, toRegistrationView } from './views.ts';
import { waitlistPositions } from './waitlist.ts';

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
export function createPublicEventService(
  db: Database,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
) {
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

    /**
     * Registers an email once per event: a place while one is free, else the waiting list (the reply and the
     * email say which). The event's row lock queues concurrent registrations, so capacity is never exceeded.
     */
    async register(eventId: number, registration: EventSignUp) {
      const created = await outbox
        .deliverAfter(() =>
          db.transaction(async (tx) => {
            const { event } = await findVisibleEvent(tx, eventId, true);
            const answers = checkAnswers(event.questions, registration.answers, { requireAnswers: true });
            const [person] = await tx
              .select({ id: users.id })
              .from(users)
              .where(eq(sql`lower(${users.email})`, registration.email))
              .limit(1);
            const row = await placeRegistration(
              tx,
              outbox,
              settings,
              event,
              {
                userId: person?.id ?? null,
                email: registration.email,
                firstName: registration.firstName ?? '',
                lastName: registration.lastName ?? '',
                answers,
              },
              { actorUserId: person?.id ?? null },
            );
            return { row, positions: await waitlistPositions(tx, event) };
          }),
        )
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(registeringMessages.alreadyRegistered) : error;
        });
      return toRegistrationView(created.row, created.positions.get(created.row.id) ?? null);
    },

    /**
     * The public self check-in (§2 /event/{eventId}/qr-check-in): the code of the confirmation's QR link, on
     * the event's day (the organisation's clock) only. Decision (issue 31): §7's email alone no longer checks
     * in (the schema refuses it alike for every address), so nobody checks another person in or learns who
     * registered. The reply is the outcome alone; walk-ins are not registered here.
     */
    async checkIn(eventId: number, body: EventSelfCheckIn): Promise<{ outcome: EventCheckInOutcome }> {
      return db.transaction(async (tx) => {
        const { event } = await findVisibleEvent(tx, eventId);
        const zone = await timeZoneOf(tx, event.organizationId);
        if (!isEventDay(event, zone.value)) throw conflict(eventEditingMessages.notEventDay);
        const registration = await findByCode(tx, event, body.code);
        const { outcome } = await checkInAtDoor(tx, event, registration, {
          actorUserId: registration.userId,
          by: 'qr',
        });
        return { outcome };
      });
    },
  };
}

export type PublicEventService = ReturnType<typeof createPublicEventService>;
