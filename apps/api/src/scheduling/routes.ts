import {
  assessmentResultSchema,
  assessmentTypeParamsSchema,
  candidateCodeParamsSchema,
  candidateInvitationSchema,
  organizationScopeQuerySchema,
  scheduleCreateSchema,
  scheduleParamsSchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/request-context.ts';
import { parseWith } from '../shared/parse-with.ts';

/** /api/v1 interview schedules, invitations and assessments (§2 five-step wizard, §4 assessment types). */
export async function schedulingRoutes(app: FastifyInstance): Promise<void> {
  const { schedules, invitations, assessments } = app.services.scheduling;

  app.post('/schedules', async (request, reply) => {
    const created = await schedules.create(
      requireAuth(request),
      parseWith(scheduleCreateSchema, request.body),
    );
    return reply.status(201).send(created);
  });

  app.get('/schedules', async (request) =>
    schedules.list(
      requireAuth(request),
      parseWith(organizationScopeQuerySchema, request.query).organizationId,
    ),
  );

  app.get('/schedules/:id', async (request) =>
    schedules.get(requireAuth(request), parseWith(scheduleParamsSchema, request.params).id),
  );

  app.post('/schedules/:id/invitations', async (request) =>
    invitations.invite(
      requireAuth(request),
      parseWith(scheduleParamsSchema, request.params).id,
      parseWith(candidateInvitationSchema, request.body).candidateIds,
    ),
  );

  app.get('/assessment-types', async (request) =>
    assessments.offeredTypes(
      requireAuth(request),
      parseWith(organizationScopeQuerySchema, request.query).organizationId,
    ),
  );

  app.post('/assessments/:type/invitations', async (request) => {
    const { type } = parseWith(assessmentTypeParamsSchema, request.params);
    const { candidateIds } = parseWith(candidateInvitationSchema, request.body);
    const { organizationId } = parseWith(organizationScopeQuerySchema, request.query);
    return assessments.invite(requireAuth(request), type, candidateIds, organizationId);
  });

  app.get('/assessments/codes/:codeId', async (request) =>
    assessments.code(requireAuth(request), parseWith(candidateCodeParamsSchema, request.params).codeId),
  );

  app.post('/assessments/codes/:codeId/result', async (request) =>
    assessments.recordResult(
      requireAuth(request),
      parseWith(candidateCodeParamsSchema, request.params).codeId,
      parseWith(assessmentResultSchema, request.body),
    ),
  );
}
