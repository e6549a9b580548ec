import { fetchReviewerQueue } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/public/organization/{id}/token/{token}/candidates: the queue an outside reviewer's link opens. */
export async function publicScreeningRoutes(app: FastifyInstance): Promise<void> {
  const { screening } = app.services;

  serveRoute(app, fetchReviewerQueue, ({ params }) => screening.reviewers.queue(params.id, params.token));
}
