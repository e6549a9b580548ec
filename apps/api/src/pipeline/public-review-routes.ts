import { fetchReviewCandidate, saveReviewCandidate, scoreReviewCandidate } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/public/organization/{id}/token/{token}/candidate/...: an outside reviewer's link (§7 Public). */
export async function publicCandidateReviewRoutes(app: FastifyInstance): Promise<void> {
  const { candidateReview } = app.services;

  serveRoute(app, fetchReviewCandidate, ({ params }) =>
    candidateReview.application(params.id, params.token, params.candidateId),
  );
  serveRoute(app, saveReviewCandidate, async ({ params, body, reply }) =>
    reply.status(201).send(await candidateReview.feedback(params.id, params.token, params.candidateId, body)),
  );
  serveRoute(app, scoreReviewCandidate, ({ params, body }) =>
    candidateReview.score(params.id, params.token, params.candidateId, body),
  );
}
