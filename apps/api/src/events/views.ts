import type { eventRegistrations, events } from '../db/schema/index.ts';
import { toEpochSeconds } from '../shared/epoch.ts';

export type EventRow = typeof events.$inferSelect;
export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;

export interface EventCounts {
  registered: number;
  attended: number;
}

/** Places still free; null when the event has no capacity limit. */
export function placesLeft(event: EventRow, registered: number): number | null {
  return event.capacity === null ? null : Math.max(0, event.capacity - registered);
}

/** An event as anyone may read it (§3 Event: times in epoch seconds), with the places left. */
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
  };
}

/** An event as its organisation's managers see it: archived flag and attendance too. */
export function toManagedEventView(event: EventRow, counts: EventCounts) {
  return {
    ...toPublicEventView(event, counts.registered),
    archived: event.archived,
    registeredCount: counts.registered,
    attendedCount: counts.attended,
    createdAt: event.createdAt.toISOString(),
  };
}

export function toRegistrationView(registration: EventRegistrationRow) {
  return {
    id: registration.id,
    eventId: registration.eventId,
    email: registration.email,
    firstName: registration.firstName,
    lastName: registration.lastName,
    attendance: registration.attendance,
    checkedInAt: toEpochSeconds(registration.checkedInAt),
    registeredAt: toEpochSeconds(registration.createdAt),
  };
}
