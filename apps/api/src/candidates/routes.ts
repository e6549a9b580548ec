import {
  candidateApplyQuerySchema,
  candidateMigrateBodySchema,
  candidateUpdateQuerySchema,
  candidateUpdateSchema,
  idParamSchema,
  interviewScheduleTypeSchema,
  signatureReturnBodySchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../http/request-context.ts';
import { jsonUploadBodyLimit, parseUploadBody } from '../http/upload-body.ts';
import { parseWith } from '../shared/parse-with.ts';

const candidateParams = z.object({ id: idParamSchema });
const applyParams = z.object({ roleId: idParamSchema });
const interviewParams = candidateParams.extend({ x: interviewScheduleTypeSchema });
const eventParams = candidateParams.extend({ eventId: idParamSchema });
const sessionParams = candidateParams.extend({ sessionId: idParamSchema });

const idOf = (request: FastifyRequest) => parseWith(candidateParams, request.params).id;

/** /api/v1/candidate: a candidate's own application (§7 Candidate), and a manager's reads and deletes of it. */
export async function candidateRoutes(app: FastifyInstance): Promise<void> {
  const { applications, submission, lifecycle, interviews, events, signatures } = app.services.candidate;

  app.post('/candidate/applyc/:roleId', async (request, reply) => {
    const { roleId } = parseWith(applyParams, request.params);
    const { source } = parseWith(candidateApplyQuerySchema, request.query);
    const { created, candidate } = await applications.apply(requireAuth(request), roleId, source ?? null);
    return reply.status(created ? 201 : 200).send(candidate);
  });

  app.get('/candidate', async (request) => applications.listMine(requireAuth(request)));

  app.get('/candidate/:id', async (request) => applications.get(requireAuth(request), idOf(request)));

  app.put('/candidate/:id', { bodyLimit: jsonUploadBodyLimit }, async (request) => {
    const id = idOf(request);
    const { maxSteps } = parseWith(candidateUpdateQuerySchema, request.query);
    const update = parseUploadBody(candidateUpdateSchema, request.body);
    return applications.update(requireAuth(request), id, maxSteps, update);
  });

  app.put('/candidate/:id/submit', { bodyLimit: jsonUploadBodyLimit }, async (request) => {
    const id = idOf(request);
    const update = parseUploadBody(candidateUpdateSchema, request.body);
    return submission.submit(requireAuth(request), id, update);
  });

  app.delete('/candidate/:id', async (request, reply) => {
    await lifecycle.remove(requireAuth(request), idOf(request));
    return reply.status(204).send();
  });

  app.post('/candidate/:id/undo', async (request) => lifecycle.undo(requireAuth(request), idOf(request)));

  app.post('/candidate/:id/migratex', async (request) => {
    const id = idOf(request);
    const { roleId } = parseWith(candidateMigrateBodySchema, request.body);
    return lifecycle.migrate(requireAuth(request), id, roleId);
  });

  app.get('/candidate/:id/:x/getCurrentInterview', async (request) => {
    const { id, x } = parseWith(interviewParams, request.params);
    return interviews.current(requireAuth(request), id, x);
  });

  app.post('/candidate/:id/events/:eventId', async (request, reply) => {
    const { id, eventId } = parseWith(eventParams, request.params);
    return reply.status(201).send(await events.register(requireAuth(request), id, eventId));
  });

  app.post('/candidate/:id/sessions', async (request) =>
    events.sessions(requireAuth(request), idOf(request)),
  );

  // GET reads one session; POST is the verb the shared API client uses for the same read.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/candidate/:id/session/:sessionId',
      handler: async (request) => {
        const { id, sessionId } = parseWith(sessionParams, request.params);
        return events.session(requireAuth(request), id, sessionId);
      },
    });
  }

  app.delete('/candidate/:id/session/:sessionId', async (request, reply) => {
    const { id, sessionId } = parseWith(sessionParams, request.params);
    await events.cancel(requireAuth(request), id, sessionId);
    return reply.status(204).send();
  });

  // §7 writes the path with a trailing slash; the bare path answers too.
  for (const url of ['/candidate/:id/docusign/']) {
    app.post(url, async (request) => {
      const id = idOf(request);
      const body = parseWith(signatureReturnBodySchema, request.body);
      return signatures.recordReturn(requireAuth(request), id, body);
    });
  }
}
