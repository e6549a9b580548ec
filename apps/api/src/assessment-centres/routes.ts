import {
  createAssessmentCentre,
  generateAssessmentCentreRota,
  getAssessmentCentre,
  listRoleAssessmentCentres,
  moveInAssessmentCentreRota,
  previewAssessmentCentrePublish,
  publishAssessmentCentre,
  saveAssessmentCentreSetup,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/organization/{orgId}/roles/{roleId}/assessment-centres and /assessment-centres/{centreId} (issue 33). */
export async function assessmentCentreRoutes(app: FastifyInstance): Promise<void> {
  const { assessmentCentres, assessmentCentrePublishing } = app.services;

  serveRoute(app, listRoleAssessmentCentres, ({ auth, params }) =>
    assessmentCentres.list(auth.user, params.orgId, params.roleId),
  );
  serveRoute(app, createAssessmentCentre, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await assessmentCentres.create(auth.user, params.orgId, params.roleId, body)),
  );
  serveRoute(app, getAssessmentCentre, ({ auth, params }) =>
    assessmentCentres.get(auth.user, params.orgId, params.centreId),
  );
  serveRoute(app, saveAssessmentCentreSetup, ({ auth, params, body }) =>
    assessmentCentres.saveSetup(auth.user, params.orgId, params.centreId, body),
  );
  serveRoute(app, generateAssessmentCentreRota, ({ auth, params }) =>
    assessmentCentres.generate(auth.user, params.orgId, params.centreId),
  );
  serveRoute(app, moveInAssessmentCentreRota, ({ auth, params, body }) =>
    assessmentCentres.move(auth.user, params.orgId, params.centreId, body),
  );
  serveRoute(app, previewAssessmentCentrePublish, ({ auth, params }) =>
    assessmentCentrePublishing.preview(auth.user, params.orgId, params.centreId),
  );
  serveRoute(app, publishAssessmentCentre, ({ auth, params }) =>
    assessmentCentrePublishing.publish(auth.user, params.orgId, params.centreId),
  );
}
