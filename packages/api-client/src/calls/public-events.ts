import type { EventSummary, eventCheckInSchema, eventRegistrationSchema } from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions, OrganizationKey, PathKey } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';

// §7 Public, events: /api/public, sent with the client's basic authorisation, never a user token.

export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;
export type EventCheckInInput = z.input<typeof eventCheckInSchema>;

/** GET /{orgId}/events. */
export function listPublicEvents(
  client: ApiClient,
  orgId: OrganizationKey,
  options?: CallOptions,
): Promise<EventSummary[]> {
  return client.json({ ...options, method: 'GET', area: 'public', path: apiPath`/${orgId}/events` });
}

/** GET /{orgId}/nonarchivedevents. */
export function listNonArchivedEvents(
  client: ApiClient,
  orgId: OrganizationKey,
  options?: CallOptions,
): Promise<EventSummary[]> {
  return client.json({
    ...options,
    method: 'GET',
    area: 'public',
    path: apiPath`/${orgId}/nonarchivedevents`,
  });
}

/** GET /event/{id}. */
export function fetchPublicEvent(
  client: ApiClient,
  id: PathKey,
  options?: CallOptions,
): Promise<EventSummary> {
  return client.json({ ...options, method: 'GET', area: 'public', path: apiPath`/event/${id}` });
}

/** POST /event/{id} with the registration. */
export function registerForEvent(
  client: ApiClient,
  id: PathKey,
  registration: EventRegistrationInput,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'public',
    path: apiPath`/event/${id}`,
    json: registration,
  });
}

/** POST /event/{id}/qr-check-in with email. */
export function checkInToEvent(
  client: ApiClient,
  id: PathKey,
  body: EventCheckInInput,
  options?: CallOptions,
): Promise<unknown> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'public',
    path: apiPath`/event/${id}/qr-check-in`,
    json: body,
  });
}
