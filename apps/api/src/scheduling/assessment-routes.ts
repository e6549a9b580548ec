import { checkAssessmentEligibility } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requestOrganizationOf } from '../http/request-organization.ts';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/assessments/{type}/eligibility: who of a list selection may be invited to an assessment now. */
export async function assessmentRoutes(app: FastifyInstance): Promise<void> {
  const { assessmentEligibility } = app.services.scheduling;

  serveRoute(app, checkAssessmentEligibility, ({ auth, params, body, request }) =>
    assessmentEligibility.check(auth, requestOrganizationOf(request, body.subdomain), params.type, body),
  );
}
