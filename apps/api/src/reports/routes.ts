import {
  createReportShare,
  fetchReport,
  fetchReportShares,
  fetchSharedReport,
  revokeReportShare,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requestOrganizationOf } from '../http/request-organization.ts';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/reports/{kind} (§3 report kinds and types, §9 filters) and the report links of the caller's organisation. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { reports, reportShares } = app.services;

  serveRoute(app, fetchReport, ({ auth, params, query, request }) =>
    reports.report(auth, requestOrganizationOf(request), params.kind, query),
  );
  serveRoute(app, createReportShare, async ({ auth, body, request, reply }) =>
    reply.status(201).send(await reportShares.create(auth, requestOrganizationOf(request), body)),
  );
  serveRoute(app, fetchReportShares, ({ auth, request }) =>
    reportShares.list(auth, requestOrganizationOf(request)),
  );
  serveRoute(app, revokeReportShare, async ({ auth, params, request, reply }) => {
    await reportShares.revoke(auth, requestOrganizationOf(request), params.id);
    return reply.status(204).send();
  });
}

/** /api/public/reports/shared/{token}: a shared report, for whoever holds a live link. */
export async function publicReportRoutes(app: FastifyInstance): Promise<void> {
  const { reportShares } = app.services;

  serveRoute(app, fetchSharedReport, ({ params }) => reportShares.open(params.token));
}
