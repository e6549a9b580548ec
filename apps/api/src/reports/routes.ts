import { reportParamsSchema, reportQuerySchema } from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/request-context.ts';
import { requestOrganizationOf } from '../http/request-organization.ts';
import { parseWith } from '../shared/parse-with.ts';

/** /api/v1/reports/{kind} (§3 report kinds and types, §9 filters) for the caller's organisation. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { reports } = app.services;

  app.get('/reports/:kind', async (request) => {
    const { kind } = parseWith(reportParamsSchema, request.params);
    const query = parseWith(reportQuerySchema, request.query);
    return reports.report(requireAuth(request), requestOrganizationOf(request), kind, query);
  });
}
