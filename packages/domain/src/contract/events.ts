import type {
  EventCheckInOutcome,
  EventCheckInResult,
  EventRegistrationView,
  EventSummary,
  ManagedEventView,
} from '../schemas/index.ts';
import { defineRoute, emptyReply, fileReply, jsonReply } from './route.ts';

// Events: a manager's events and door check-in (/api/v1), and the public event pages (§7 Public).

const tag = 'Events';

export const listEvents = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/events',
  summary: "The organisation's events with registration and attendance counts.",
  tag,
  query: 'organizationScopeQuerySchema',
  reply: jsonReply<ManagedEventView[]>(),
});

export const createEvent = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/events',
  summary: 'Creates an event (times in epoch seconds).',
  tag,
  body: 'eventCreateSchema',
  reply: jsonReply<ManagedEventView>(),
});

export const updateEvent = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/events/{id}',
  summary: 'Changes any of an event’s fields.',
  tag,
  params: 'eventParamsSchema',
  body: 'eventUpdateSchema',
  reply: jsonReply<ManagedEventView>(),
});

export const copyEvent = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/events/{id}/copy',
  summary: 'Copies an event’s details and questions into a new event without its registrations (201).',
  tag,
  params: 'eventParamsSchema',
  reply: jsonReply<ManagedEventView>(),
});

export const removeEventRegistration = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/events/{id}/registrations/{registrationId}',
  summary: 'Removes a registration; the first on the waiting list takes a freed place and is emailed.',
  tag,
  params: 'eventRegistrationParamsSchema',
  reply: emptyReply,
});

export const exportEventRegistrations = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/events/{id}/registrations/export',
  summary: 'The event’s registrations with their answers and attendance as CSV.',
  tag,
  params: 'eventParamsSchema',
  reply: fileReply,
});

export const messageEventRegistrants = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/events/{id}/messages',
  summary: 'Emails every registrant of the event, or the registrations chosen.',
  tag,
  params: 'eventParamsSchema',
  body: 'eventMessageSchema',
  reply: jsonReply<{ sent: number }>(),
});

export const scanEventCheckIn = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/event/{id}/check-in/scan',
  summary: 'Checks in the registration of a scanned confirmation QR code at the door.',
  tag,
  params: 'eventParamsSchema',
  body: 'eventCheckInCodeSchema',
  reply: jsonReply<EventCheckInResult>(),
});

export const listEventRegistrations = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/events/{id}/registrations',
  summary: 'Everyone registered for one of the manager’s events.',
  tag,
  params: 'eventParamsSchema',
  reply: jsonReply<EventRegistrationView[]>(),
});

export const markEventAttendance = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/event/{id}/check-in',
  summary: 'Marks one registration as attended or a no-show at the door (§2 /event/{eventId}/check-in).',
  tag,
  params: 'eventParamsSchema',
  body: 'eventAttendanceSchema',
  reply: jsonReply<EventRegistrationView>(),
});

export const listPublicEvents = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/{orgId}/events',
  summary: 'The organisation’s upcoming events.',
  tag,
  params: 'publicEventListParamsSchema',
  reply: jsonReply<EventSummary[]>(),
});

export const listNonArchivedEvents = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/{orgId}/nonarchivedevents',
  summary:
    'The organisation’s events not archived, past ones included (the application form’s event choice).',
  tag,
  params: 'publicEventListParamsSchema',
  reply: jsonReply<EventSummary[]>(),
});

export const fetchPublicEvent = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/event/{id}',
  summary: 'One event’s public page with the places left.',
  tag,
  params: 'eventParamsSchema',
  reply: jsonReply<EventSummary>(),
});

export const registerForEvent = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/event/{id}',
  summary: 'Registers for an event by email (201).',
  tag,
  params: 'eventParamsSchema',
  body: 'eventSignUpSchema',
  reply: jsonReply<unknown>(),
});

export const checkInToEvent = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/event/{id}/qr-check-in',
  summary:
    'Checks in with the code of a confirmation QR link, on the event day only; answers the outcome alone.',
  tag,
  params: 'eventParamsSchema',
  body: 'eventSelfCheckInSchema',
  reply: jsonReply<{ outcome: EventCheckInOutcome }>(),
});
