import {
  createEvent,
  listEventRegistrations,
  listEvents,
  markEventAttendance,
  updateEvent,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/events and /api/v1/event/{id}/check-in: a manager's events, registrations and door check-in. */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const { events } = app.services;

  serveRoute(app, listEvents, ({ auth, query }) => events.list(auth, query.organizationId));
  serveRoute(app, createEvent, async ({ auth, body, reply }) =>
    reply.status(201).send(await events.create(auth, body)),
  );
  serveRoute(app, updateEvent, ({ auth, params, body }) => events.update(auth, params.id, body));
  serveRoute(app, listEventRegistrations, ({ auth, params }) => events.registrations(auth, params.id));
  // The spec's /event/{eventId}/check-in is login-required: a manager marks attendance at the door.
  serveRoute(app, markEventAttendance, ({ auth, params, body }) => events.checkIn(auth, params.id, body));
}
