import {
  fetchCandidateScorecards,
  fetchPublicScorecard,
  fetchScorecardHistory,
  requestScorecards,
  saveOwnScorecard,
  savePublicScorecard,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/organization/{orgId}/candidate/{cid}/scorecard(s) and /scorecards/{id}/history (issue 33). */
export async function scorecardRoutes(app: FastifyInstance): Promise<void> {
  const { scorecards } = app.services;

  serveRoute(app, fetchCandidateScorecards, ({ auth, params, query }) =>
    scorecards.cards.read(auth.user, params.orgId, params.cid, query.stageId),
  );
  serveRoute(app, requestScorecards, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await scorecards.requests.request(auth.user, params.orgId, params.cid, body)),
  );
  serveRoute(app, saveOwnScorecard, ({ auth, params, body }) =>
    scorecards.cards.saveOwn(auth.user, params.orgId, params.cid, body),
  );
  serveRoute(app, fetchScorecardHistory, ({ auth, params }) =>
    scorecards.cards.history(auth.user, params.orgId, params.scorecardId),
  );
}

/** /api/public/organization/{id}/scorecard/{token}: an outside assessor's link. */
export async function publicScorecardRoutes(app: FastifyInstance): Promise<void> {
  const { scorecards } = app.services;

  serveRoute(app, fetchPublicScorecard, ({ params }) => scorecards.outside.read(params.id, params.token));
  serveRoute(app, savePublicScorecard, ({ params, body }) =>
    scorecards.outside.save(params.id, params.token, body),
  );
}
