import {
  checkInToEvent,
  fetchPublicEvent,
  listNonArchivedEvents,
  listPublicEvents,
  registerForEvent,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/public events (§7 Public): an organisation's event lists, the event page, registration, QR check-in. */
export async function publicEventRoutes(app: FastifyInstance): Promise<void> {
  const { publicEvents } = app.services;

  serveRoute(app, listPublicEvents, ({ params }) => publicEvents.upcoming(params.orgId));
  serveRoute(app, listNonArchivedEvents, ({ params }) => publicEvents.nonArchived(params.orgId));
  serveRoute(app, fetchPublicEvent, ({ params }) => publicEvents.get(params.id));
  serveRoute(app, registerForEvent, async ({ params, body, reply }) =>
    reply.status(201).send(await publicEvents.register(params.id, body)),
  );
  serveRoute(app, checkInToEvent, ({ params, body }) => publicEvents.checkIn(params.id, body));
}
