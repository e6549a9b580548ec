import {
  createMarkingRound,
  fetchMarkingResults,
  fetchMyMarkingQuestion,
  fetchRoleMarking,
  listMyMarking,
  startMarkingRound,
  submitMark,
  updateMarkingRound,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/organization/{orgId}/roles/{roleId}/marking, /marking/{roundId}/... and /my-marking (issue 33). */
export async function markingRoutes(app: FastifyInstance): Promise<void> {
  const { setup, start, marking, results } = app.services.marking;

  serveRoute(app, fetchRoleMarking, ({ auth, params }) =>
    setup.roleMarking(auth.user, params.orgId, params.roleId),
  );
  serveRoute(app, createMarkingRound, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await setup.create(auth.user, params.orgId, params.roleId, body)),
  );
  serveRoute(app, updateMarkingRound, ({ auth, params, body }) =>
    setup.update(auth.user, params.orgId, params.roundId, body),
  );
  serveRoute(app, startMarkingRound, ({ auth, params }) =>
    start.start(auth.user, params.orgId, params.roundId),
  );
  serveRoute(app, fetchMarkingResults, ({ auth, params }) =>
    results.results(auth.user, params.orgId, params.roundId),
  );

  serveRoute(app, listMyMarking, ({ auth, params }) => marking.mine(auth.user, params.orgId));
  serveRoute(app, fetchMyMarkingQuestion, ({ auth, params, query }) =>
    marking.question(auth.user, params.orgId, params.roundId, query.questionId),
  );
  serveRoute(app, submitMark, ({ auth, params, body }) =>
    marking.submit(auth.user, params.orgId, params.roundId, params.reference, body),
  );
}
