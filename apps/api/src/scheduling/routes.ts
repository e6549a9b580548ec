import {
  createSchedule,
  fetchAssessmentCode,
  fetchSchedule,
  inviteToAssessment,
  inviteToSchedule,
  listAssessmentTypes,
  listSchedules,
  recordAssessmentResult,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1 interview schedules, invitations and assessments (§2 five-step wizard, §4 assessment types). */
export async function schedulingRoutes(app: FastifyInstance): Promise<void> {
  const { schedules, invitations, assessments } = app.services.scheduling;

  serveRoute(app, createSchedule, async ({ auth, body, reply }) =>
    reply.status(201).send(await schedules.create(auth, body)),
  );
  serveRoute(app, listSchedules, ({ auth, query }) => schedules.list(auth, query.organizationId));
  serveRoute(app, fetchSchedule, ({ auth, params }) => schedules.get(auth, params.id));
  serveRoute(app, inviteToSchedule, ({ auth, params, body }) =>
    invitations.invite(auth, params.id, body.candidateIds),
  );
  serveRoute(app, listAssessmentTypes, ({ auth, query }) =>
    assessments.offeredTypes(auth, query.organizationId),
  );
  serveRoute(app, inviteToAssessment, ({ auth, params, query, body }) =>
    assessments.invite(auth, params.type, body.candidateIds, query.organizationId),
  );
  serveRoute(app, fetchAssessmentCode, ({ auth, params }) => assessments.code(auth, params.codeId));
  serveRoute(app, recordAssessmentResult, ({ auth, params, body }) =>
    assessments.recordResult(auth, params.codeId, body),
  );
}
