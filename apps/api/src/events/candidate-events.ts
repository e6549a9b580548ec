import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { CandidateRow } from '../candidates/access.ts';
import { findCandidateForCaller } from '../candidates/access.ts';
import type { Database, Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { eventRegistrations, events, users } from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { readsAsReviewer, withoutIdentity } from '../review/blind-identity.ts';
import { blindStageIdsOf, isBlind } from '../review/blind-review.ts';
import type { Settings } from '../settings.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext, UserRow } from '../shared/auth-context.ts';
import { conflict, notFound } from '../shared/failures.ts';
import { countRegistrations } from './counts.ts';
import { placeRegistration } from './registering.ts';
import type { EventRegistrationRow, EventRow } from './views.ts';
import { toPublicEventView, toRegistrationView } from './views.ts';
import { lockEvent, promoteFromWaitlist, waitlistPositions } from './waitlist.ts';

export const candidateEventMessages = {
  alreadyRegistered: 'You are already registered for this event.',
  over: 'This event has already taken place.',
} as const;

type Person = { id: number; email: string; firstName: string; lastName: string };

function toSessionView(
  registration: EventRegistrationRow,
  event: EventRow,
  registered: number,
  waitlistPosition: number | null,
) {
  return {
    ...toRegistrationView(registration, waitlistPosition),
    event: toPublicEventView(event, registered),
  };
}

/**
 * A candidate's events (§7 /events/{eventId}, /sessions, /session/{sessionId}). Decision: a "session" is one
 * of the candidate's registrations for its organisation's events; the owner or a manager of the
 * organisation may register, list and cancel them.
 */
export function createCandidateEventService(
  db: Database,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
) {
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
    // A waiting registration's place in its event's queue (read only for the events where one waits).
    const queues = new Map<number, Map<number, number>>();
    for (const { registration, event } of rows) {
      if (registration.status === 'WAITLISTED' && !queues.has(event.id)) {
        queues.set(event.id, await waitlistPositions(executor, event));
      }
    }
    return rows.map(({ registration, event }) => ({
      registration,
      event,
      view: toSessionView(
        registration,
        event,
        counts(event.id).registered,
        queues.get(event.id)?.get(registration.id) ?? null,
      ),
    }));
  }

  // Blind review (issue 31): a manager reads a blind application's sessions without the person's names or email.
  async function isBlindToViewer(viewer: UserRow, candidate: CandidateRow) {
    if (!readsAsReviewer(viewer, candidate.userId)) return false;
    return isBlind(candidate, await blindStageIdsOf(db, candidate.organizationId));
  }

  async function findSession(executor: Executor, candidate: CandidateRow, sessionId: number) {
    const [session] = await sessionsOf(executor, candidate, sessionId);
    if (!session) throw notFound('The session');
    return session;
  }

  return {
    /** Registers the candidate's person for an event of the candidate's organisation: a place, or the waiting list. */
    async register({ user }: AuthContext, candidateId: number, eventId: number) {
      const candidate = await findCandidateForCaller(db, user, candidateId);
      return outbox
        .deliverAfter(() =>
          db.transaction(async (tx) => {
            const event = await lockEvent(tx, candidate.organizationId, eventId);
            if (!event || event.archived) throw notFound('The event');
            const person = await personOf(tx, candidate);
            const [existing] = await tx
              .select({ id: eventRegistrations.id })
              .from(eventRegistrations)
              .where(and(eq(eventRegistrations.eventId, event.id), belongsTo(person)));
            if (existing) throw conflict(candidateEventMessages.alreadyRegistered);
            // Decision: this call of §7 has no body, so an event's questions are answered on its public page.
            const row = await placeRegistration(
              tx,
              outbox,
              settings,
              event,
              {
                userId: person.id,
                email: person.email,
                firstName: person.firstName,
                lastName: person.lastName,
                answers: {},
              },
              { actorUserId: user.id, details: { candidateId: candidate.id } },
            );
            const registered = (await countRegistrations(tx, [event.id]))(event.id).registered;
            const position = (await waitlistPositions(tx, event)).get(row.id) ?? null;
            return { ...toRegistrationView(row, position), event: toPublicEventView(event, registered) };
          }),
        )
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(candidateEventMessages.alreadyRegistered) : error;
        });
    },

    async sessions({ user }: AuthContext, candidateId: number) {
      const candidate = await findCandidateForCaller(db, user, candidateId);
      const blind = await isBlindToViewer(user, candidate);
      return (await sessionsOf(db, candidate)).map((session) => withoutIdentity(session.view, blind));
    },

    async session({ user }: AuthContext, candidateId: number, sessionId: number) {
      const candidate = await findCandidateForCaller(db, user, candidateId);
      const blind = await isBlindToViewer(user, candidate);
      return withoutIdentity((await findSession(db, candidate, sessionId)).view, blind);
    },

    /** Cancels a registration for an event that has not started; a freed place goes to the first waiting. */
    async cancel({ user }: AuthContext, candidateId: number, sessionId: number) {
      const candidate = await findCandidateForCaller(db, user, candidateId);
      await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          const { registration, event: found } = await findSession(tx, candidate, sessionId);
          const event = await lockEvent(tx, found.organizationId, found.id);
          if (!event) throw notFound('The session');
          if (event.startsAt.getTime() < Date.now()) throw conflict(candidateEventMessages.over);
          const [removed] = await tx
            .delete(eventRegistrations)
            .where(
              and(
                eq(eventRegistrations.organizationId, event.organizationId),
                eq(eventRegistrations.id, registration.id),
              ),
            )
            .returning({ id: eventRegistrations.id });
          if (!removed) throw notFound('The session');
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId: event.organizationId,
            action: 'event.registration.cancelled',
            targetType: 'event',
            targetId: event.id,
            details: { registrationId: registration.id, candidateId: candidate.id },
          });
          await promoteFromWaitlist(tx, outbox, settings, event, user.id);
        }),
      );
    },
  };
}
