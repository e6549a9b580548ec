import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { CandidateRow } from '../candidates/access.ts';
import { findCandidateForCaller } from '../candidates/access.ts';
import type { Database, Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { eventRegistrations, events, users } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { conflict, notFound } from '../shared/failures.ts';
import { countRegistrations } from './counts.ts';
import type { EventRegistrationRow, EventRow } from './views.ts';
import { placesLeft, toPublicEventView, toRegistrationView } from './views.ts';

export const candidateEventMessages = {
  alreadyRegistered: 'You are already registered for this event.',
  full: 'This event is full.',
  over: 'This event has already taken place.',
} as const;

type Person = { id: number; email: string; firstName: string; lastName: string };

function toSessionView(registration: EventRegistrationRow, event: EventRow, registered: number) {
  return { ...toRegistrationView(registration), event: toPublicEventView(event, registered) };
}

/**
 * A candidate's events (§7 /events/{eventId}, /sessions, /session/{sessionId}). Decision: a "session" is one
 * of the candidate's registrations for its organisation's events; the owner or a manager of the
 * organisation may register, list and cancel them.
 */
export function createCandidateEventService(db: Database) {
  async function personOf(executor: Executor, candidate: CandidateRow): Promise<Person> {
    const [person] = await executor
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, candidate.userId));
    if (!person) throw notFound('The candidate');
    return person;
  }

  // A registration is the candidate's when it carries its account or its email.
  const belongsTo = (person: Person) =>
    or(
      eq(eventRegistrations.userId, person.id),
      eq(sql`lower(${eventRegistrations.email})`, person.email.toLowerCase()),
    );

  async function sessionsOf(executor: Executor, candidate: CandidateRow, sessionId?: number) {
    const person = await personOf(executor, candidate);
    const rows = await executor
      .select({ registration: eventRegistrations, event: events })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(
        and(
          eq(eventRegistrations.organizationId, candidate.organizationId),
          belongsTo(person),
          sessionId === undefined ? undefined : eq(eventRegistrations.id, sessionId),
        ),
      )
      .orderBy(asc(events.startsAt), asc(eventRegistrations.id));
    const counts = await countRegistrations(
      executor,
      rows.map((row) => row.event.id),
    );
    return rows.map(({ registration, event }) => ({
      registration,
      event,
      view: toSessionView(registration, event, counts(event.id).registered),
    }));
  }

  async function findSession(executor: Executor, candidate: CandidateRow, sessionId: number) {
    const [session] = await sessionsOf(executor, candidate, sessionId);
    if (!session) throw notFound('The session');
    return session;
  }

  return {
    /** Registers the candidate's person for an event of the candidate's organisation, while places last. */
    async register({ user }: AuthContext, candidateId: number, eventId: number) {
      const candidate = await findCandidateForCaller(db, user, candidateId);
      return db
        .transaction(async (tx) => {
          // Locked: registrations for one event queue, so two people cannot both take the last place.
          const [event] = await tx
            .select()
            .from(events)
            .where(
              and(
                eq(events.id, eventId),
                eq(events.organizationId, candidate.organizationId),
                eq(events.archived, false),
              ),
            )
            .for('update');
          if (!event) throw notFound('The event');
          if (event.endsAt.getTime() < Date.now()) throw conflict(candidateEventMessages.over);
          const person = await personOf(tx, candidate);
          const [existing] = await tx
            .select({ id: eventRegistrations.id })
            .from(eventRegistrations)
            .where(and(eq(eventRegistrations.eventId, event.id), belongsTo(person)));
          if (existing) throw conflict(candidateEventMessages.alreadyRegistered);
          const registered = (await countRegistrations(tx, [event.id]))(event.id).registered;
          if (placesLeft(event, registered) === 0) throw conflict(candidateEventMessages.full);
          const [row] = await tx
            .insert(eventRegistrations)
            .values({
              organizationId: event.organizationId,
              eventId: event.id,
              userId: person.id,
              email: person.email,
              firstName: person.firstName,
              lastName: person.lastName,
            })
            .returning();
          if (!row) throw new Error('the registration was not stored');
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId: event.organizationId,
            action: 'event.registered',
            targetType: 'event',
            targetId: event.id,
            details: { registrationId: row.id, candidateId: candidate.id },
          });
          return toSessionView(row, event, registered + 1);
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(candidateEventMessages.alreadyRegistered) : error;
        });
    },

    async sessions({ user }: AuthContext, candidateId: number) {
      const candidate = await findCandidateForCaller(db, user, candidateId);
      return (await sessionsOf(db, candidate)).map((session) => session.view);
    },

    async session({ user }: AuthContext, candidateId: number, sessionId: number) {
      const candidate = await findCandidateForCaller(db, user, candidateId);
      return (await findSession(db, candidate, sessionId)).view;
    },

    /** Cancels a registration for an event that has not started yet, freeing the place. */
    async cancel({ user }: AuthContext, candidateId: number, sessionId: number) {
      const candidate = await findCandidateForCaller(db, user, candidateId);
      await db.transaction(async (tx) => {
        const { registration, event } = await findSession(tx, candidate, sessionId);
        if (event.startsAt.getTime() < Date.now()) throw conflict(candidateEventMessages.over);
        await tx.delete(eventRegistrations).where(eq(eventRegistrations.id, registration.id));
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: event.organizationId,
          action: 'event.registration.cancelled',
          targetType: 'event',
          targetId: event.id,
          details: { registrationId: registration.id, candidateId: candidate.id },
        });
      });
    },
  };
}
