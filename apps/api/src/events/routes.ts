import {
  eventAttendanceSchema,
  eventCreateSchema,
  eventParamsSchema,
  eventUpdateSchema,
  organizationScopeQuerySchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/request-context.ts';
import { parseWith } from '../shared/parse-with.ts';

/** /api/v1/events and /api/v1/event/{id}/check-in: a manager's events, registrations and door check-in. */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const { events } = app.services;

  app.get('/events', async (request) =>
    events.list(requireAuth(request), parseWith(organizationScopeQuerySchema, request.query).organizationId),
  );

  app.post('/events', async (request, reply) => {
    const created = await events.create(requireAuth(request), parseWith(eventCreateSchema, request.body));
    return reply.status(201).send(created);
  });

  app.put('/events/:id', async (request) =>
    events.update(
      requireAuth(request),
      parseWith(eventParamsSchema, request.params).id,
      parseWith(eventUpdateSchema, request.body),
    ),
  );

  app.get('/events/:id/registrations', async (request) =>
    events.registrations(requireAuth(request), parseWith(eventParamsSchema, request.params).id),
  );

  // The spec's /event/{eventId}/check-in is login-required: a manager marks attendance at the door.
  app.post('/event/:id/check-in', async (request) =>
    events.checkIn(
      requireAuth(request),
      parseWith(eventParamsSchema, request.params).id,
      parseWith(eventAttendanceSchema, request.body),
    ),
  );
}
