import { Readable } from 'node:stream';
import {
  assignCandidatesByFilter,
  exportAllCandidatesCsv,
  exportCandidatesCsv,
  fastTrackCandidatesByFilter,
  moveCandidatesByFilter,
} from '@shortlist/domain/contract';
import type { SearchFilter } from '@shortlist/domain/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestOrganizationOf } from '../http/request-organization.ts';
import { serveRoute } from '../http/serve-route.ts';
import type { AuthContext } from '../shared/auth-context.ts';

/**
 * /api/v1/candidate actions over a search filter (§7 Candidate): the bulk stage move, fast-track and
 * assignment of every result minus unselectedIds, and the CSV export.
 */
export async function candidateBulkRoutes(app: FastifyInstance): Promise<void> {
  const { search, bulkActions, candidateExport } = app.services;

  serveRoute(app, moveCandidatesByFilter, ({ auth, params, body, request }) =>
    search.moveByFilter(auth, requestOrganizationOf(request, body.subdomain), params, body),
  );
  serveRoute(app, fastTrackCandidatesByFilter, ({ auth, params, body, request }) =>
    bulkActions.fastTrackByFilter(auth, requestOrganizationOf(request, body.subdomain), params, body),
  );
  serveRoute(app, assignCandidatesByFilter, ({ auth, params, body, request }) =>
    bulkActions.assignByFilter(auth, requestOrganizationOf(request, body.subdomain), params.userId, body),
  );

  async function exportCsv(
    {
      auth,
      body,
      request,
      reply,
    }: { auth: AuthContext; body: SearchFilter; request: FastifyRequest; reply: FastifyReply },
    roleId: number,
  ) {
    const file = await candidateExport.exportCsv(
      auth,
      requestOrganizationOf(request, body.subdomain),
      roleId,
      body,
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(Readable.from(file.lines));
  }

  serveRoute(app, exportAllCandidatesCsv, (context) => exportCsv(context, 0));
  serveRoute(app, exportCandidatesCsv, (context) => exportCsv(context, context.params.id));
}
