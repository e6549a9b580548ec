import { decideAtWashUp, getFairnessEvidence, getWashUp } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/organization/{orgId}/roles/{roleId}/wash-up and /fairness (issue 33). */
export async function washUpRoutes(app: FastifyInstance): Promise<void> {
  const { washUp } = app.services;

  serveRoute(app, getWashUp, ({ auth, params, query }) =>
    washUp.matrix(auth.user, params.orgId, params.roleId, query.stageId),
  );
  serveRoute(app, decideAtWashUp, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await washUp.decide(auth.user, params.orgId, params.roleId, body)),
  );
  serveRoute(app, getFairnessEvidence, ({ auth, params, query }) =>
    washUp.fairness(auth.user, params.orgId, params.roleId, query),
  );
}
