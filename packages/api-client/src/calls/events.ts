import type { Attendance } from '@shortlist/domain/enums';
import type { eventAttendanceSchema } from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions, PathKey } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';

// A manager's side of an event (signed in): who registered, and attendance marked at the door.

export type EventAttendanceInput = z.input<typeof eventAttendanceSchema>;

/** One registration of an event, as the API answers it (times in epoch seconds). */
export type EventRegistrationView = {
  id: number;
  eventId: number;
  email: string;
  firstName: string;
  lastName: string;
  attendance: Attendance | null;
  checkedInAt: number | null;
  registeredAt: number | null;
};

/** GET /events/{id}/registrations: everyone registered for one of the manager's events. */
export function listEventRegistrations(
  client: ApiClient,
  eventId: PathKey,
  options?: CallOptions,
): Promise<EventRegistrationView[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path: apiPath`/events/${eventId}/registrations`,
  });
}

/** POST /event/{id}/check-in with registrationId and attendance: marks one registration at the door. */
export function markEventAttendance(
  client: ApiClient,
  eventId: PathKey,
  body: EventAttendanceInput,
  options?: CallOptions,
): Promise<EventRegistrationView> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/event/${eventId}/check-in`,
    json: body,
  });
}
