import {
  eventCheckInSchema,
  eventParamsSchema,
  eventRegistrationSchema,
  objectSchema,
  organizationKeySchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../shared/parse-with.ts';

const organizationParams = objectSchema({ orgId: organizationKeySchema });

/** /api/public events (§7 Public): an organisation's event lists, the event page, registration, QR check-in. */
export async function publicEventRoutes(app: FastifyInstance): Promise<void> {
  const { publicEvents } = app.services;

  app.get('/:orgId/events', async (request) =>
    publicEvents.upcoming(parseWith(organizationParams, request.params).orgId),
  );

  app.get('/:orgId/nonarchivedevents', async (request) =>
    publicEvents.nonArchived(parseWith(organizationParams, request.params).orgId),
  );

  app.get('/event/:id', async (request) => publicEvents.get(parseWith(eventParamsSchema, request.params).id));

  app.post('/event/:id', async (request, reply) => {
    const { id } = parseWith(eventParamsSchema, request.params);
    const registration = await publicEvents.register(id, parseWith(eventRegistrationSchema, request.body));
    return reply.status(201).send(registration);
  });

  app.post('/event/:id/qr-check-in', async (request) => {
    const { id } = parseWith(eventParamsSchema, request.params);
    return publicEvents.checkIn(id, parseWith(eventCheckInSchema, request.body));
  });
}
