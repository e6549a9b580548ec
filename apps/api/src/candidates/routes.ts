import {
  addCandidateToEvent,
  cancelCandidateSession,
  deleteCandidate,
  fetchCandidate,
  fetchCandidateSession,
  fetchCandidateSessionByPost,
  fetchCurrentInterview,
  listCandidateSessions,
  listOwnApplications,
  loadExternalApplication,
  migrateCandidate,
  saveCandidate,
  startCandidateDocusign,
  submitCandidate,
  undoCandidateChange,
  withdrawCandidate,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';
import { jsonUploadBodyLimit } from '../http/upload-body.ts';

/** /api/v1/candidate: a candidate's own application (§7 Candidate), and a manager's reads and deletes of it. */
export async function candidateRoutes(app: FastifyInstance): Promise<void> {
  const { applications, submission, withdrawal, lifecycle, interviews, events, signatures } =
    app.services.candidate;
  const uploads = { bodyLimit: jsonUploadBodyLimit };

  serveRoute(app, loadExternalApplication, async ({ auth, params, query, reply }) => {
    const { created, candidate } = await applications.apply(auth, params.roleId, query.source ?? null);
    return reply.status(created ? 201 : 200).send(candidate);
  });
  serveRoute(app, listOwnApplications, ({ auth }) => applications.listMine(auth));
  serveRoute(app, fetchCandidate, ({ auth, params }) => applications.get(auth, params.id));
  serveRoute(
    app,
    saveCandidate,
    ({ auth, params, query, body }) => applications.update(auth, params.id, query.maxSteps, body),
    uploads,
  );
  serveRoute(
    app,
    submitCandidate,
    ({ auth, params, body }) => submission.submit(auth, params.id, body),
    uploads,
  );
  serveRoute(app, withdrawCandidate, ({ auth, params, body }) => withdrawal.withdraw(auth, params.id, body));
  serveRoute(app, deleteCandidate, async ({ auth, params, reply }) => {
    await lifecycle.remove(auth, params.id);
    return reply.status(204).send();
  });
  serveRoute(app, undoCandidateChange, ({ auth, params }) => lifecycle.undo(auth, params.id));
  serveRoute(app, migrateCandidate, ({ auth, params, body }) =>
    lifecycle.migrate(auth, params.id, body.roleId),
  );
  serveRoute(app, fetchCurrentInterview, ({ auth, params }) => interviews.current(auth, params.id, params.x));
  serveRoute(app, addCandidateToEvent, async ({ auth, params, reply }) =>
    reply.status(201).send(await events.register(auth, params.id, params.eventId)),
  );
  serveRoute(app, listCandidateSessions, ({ auth, params }) => events.sessions(auth, params.id));
  // GET reads one session; POST is the verb the shared API client uses for the same read.
  for (const route of [fetchCandidateSession, fetchCandidateSessionByPost]) {
    serveRoute(app, route, ({ auth, params }) => events.session(auth, params.id, params.sessionId));
  }
  serveRoute(app, cancelCandidateSession, async ({ auth, params, reply }) => {
    await events.cancel(auth, params.id, params.sessionId);
    return reply.status(204).send();
  });
  // §7 writes the path with a trailing slash; the bare path answers too.
  serveRoute(app, startCandidateDocusign, ({ auth, params, body }) =>
    signatures.recordReturn(auth, params.id, body),
  );
}
