import type { EventRegistrationView, ManagedEventView } from '@shortlist/domain/schemas';
import type { eventRegistrations, events } from '../db/schema/index.ts';
import { toEpochSeconds } from '../shared/epoch.ts';

export type EventRow = typeof events.$inferSelect;
export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;

export interface EventCounts {
  registered: number;
  waitlisted: number;
  attended: number;
}

/** Places still free; null when the event has no capacity limit. */
export function placesLeft(event: EventRow, registered: number): number | null {
  return event.capacity === null ? null : Math.max(0, event.capacity - registered);
}

/** An event as anyone may read it (§3 Event: times in epoch seconds), with the places left and its questions. */
export function toPublicEventView(event: EventRow, registered: number) {
  return {
    id: event.id,
    organizationId: event.organizationId,
    name: event.name,
    description: event.description,
    eventType: event.eventType,
    location: event.location,
    eventStartDate: toEpochSeconds(event.startsAt),
    eventEndDate: toEpochSeconds(event.endsAt),
    capacity: event.capacity,
    placesLeft: placesLeft(event, registered),
    questions: event.questions,
  };
}

/** An event as its organisation's managers see it: archived flag, waiting list and attendance too. */
export function toManagedEventView(
  event: EventRow,
  counts: EventCounts,
): Omit<ManagedEventView, 'timeZone' | 'timeZoneLabel'> {
  return {
    ...toPublicEventView(event, counts.registered),
    archived: event.archived,
    registeredCount: counts.registered,
    waitlistedCount: counts.waitlisted,
    attendedCount: counts.attended,
    createdAt: event.createdAt.toISOString(),
  };
}

/** One registration; waitlistPosition is its place in the queue (1 is next) while it waits. */
export function toRegistrationView(
  registration: EventRegistrationRow,
  waitlistPosition: number | null = null,
): EventRegistrationView {
  return {
    id: registration.id,
    eventId: registration.eventId,
    email: registration.email,
    firstName: registration.firstName,
    lastName: registration.lastName,
    attendance: registration.attendance,
    checkedInAt: toEpochSeconds(registration.checkedInAt),
    registeredAt: toEpochSeconds(registration.createdAt),
    status: registration.status,
    waitlistPosition: registration.status === 'WAITLISTED' ? waitlistPosition : null,
    answers: registration.answers,
  };
}
