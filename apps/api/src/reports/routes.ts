import { fetchReport } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requestOrganizationOf } from '../http/request-organization.ts';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/reports/{kind} (§3 report kinds and types, §9 filters) for the caller's organisation. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { reports } = app.services;

  serveRoute(app, fetchReport, ({ auth, params, query, request }) =>
    reports.report(auth, requestOrganizationOf(request), params.kind, query),
  );
}
