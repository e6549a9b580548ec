import { bookInterview, fetchInterview } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/public/interview/{token} (§7 Public): the candidate reads an invitation's slots and books one. */
export async function publicInterviewRoutes(app: FastifyInstance): Promise<void> {
  const { booking } = app.services.scheduling;

  serveRoute(app, fetchInterview, ({ params }) => booking.view(params.token));
  serveRoute(app, bookInterview, ({ params, body }) => booking.book(params.token, body));
}
