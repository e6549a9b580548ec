import {
  copyEvent,
  createEvent,
  exportEventRegistrations,
  listEventRegistrations,
  listEvents,
  markEventAttendance,
  messageEventRegistrants,
  removeEventRegistration,
  scanEventCheckIn,
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
  serveRoute(app, copyEvent, async ({ auth, params, reply }) =>
    reply.status(201).send(await events.copy(auth, params.id)),
  );
  serveRoute(app, listEventRegistrations, ({ auth, params }) => events.registrations(auth, params.id));
  serveRoute(app, removeEventRegistration, async ({ auth, params, reply }) => {
    await events.remove(auth, params.id, params.registrationId);
    return reply.status(204).send();
  });
  serveRoute(app, exportEventRegistrations, async ({ auth, params, reply }) => {
    const file = await events.exportCsv(auth, params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.text);
  });
  serveRoute(app, messageEventRegistrants, ({ auth, params, body }) => events.message(auth, params.id, body));
  // The spec's /event/{eventId}/check-in is login-required: staff mark attendance at the door, by name or QR.
  serveRoute(app, markEventAttendance, ({ auth, params, body }) => events.checkIn(auth, params.id, body));
  serveRoute(app, scanEventCheckIn, ({ auth, params, body }) => events.scan(auth, params.id, body));
}
