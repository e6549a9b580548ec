import { decideScreening, inviteReviewers, listScreeningQueue } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/organization/{orgId}/screening and /reviewers: a manager screening the queue and inviting reviewers. */
export async function screeningRoutes(app: FastifyInstance): Promise<void> {
  const { screening } = app.services;

  serveRoute(app, listScreeningQueue, ({ auth, params, query }) =>
    screening.queue(auth.user, params.orgId, query),
  );
  serveRoute(app, decideScreening, ({ auth, params, body }) =>
    screening.decide(auth.user, params.orgId, params.id, body),
  );
  serveRoute(app, inviteReviewers, ({ auth, params, body }) =>
    screening.reviewers.invite(auth.user, params.orgId, body),
  );
}
