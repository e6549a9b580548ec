import {
  fetchPipelineCounts,
  fetchStageCounts,
  searchCandidates,
  searchProfiles,
  searchRoleCandidates,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requestOrganizationOf } from '../http/request-organization.ts';
import { serveRoute } from '../http/serve-route.ts';

/**
 * /api/v1/search (§7 Search): candidate search with the filter object on any of the three segments of §6
 * (candidatev, candidate, fastCandidate answer alike), term search, pipeline counts and counts by stage.
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { search } = app.services;

  serveRoute(app, searchCandidates, ({ auth, params, query, body, request }) =>
    search.search(auth, requestOrganizationOf(request, body.subdomain), params.id, query, body),
  );
  serveRoute(app, searchProfiles, ({ auth, query, request }) =>
    search.termSearch(auth, requestOrganizationOf(request), null, query),
  );
  serveRoute(app, searchRoleCandidates, ({ auth, params, query, request }) =>
    search.termSearch(auth, requestOrganizationOf(request), params.roleId, query),
  );
  serveRoute(app, fetchPipelineCounts, ({ auth, params, request }) =>
    search.pipelineCounts(auth, requestOrganizationOf(request), params.roleId),
  );
  serveRoute(app, fetchStageCounts, ({ auth, params, request }) =>
    search.stageCounts(auth, requestOrganizationOf(request), params.roleId),
  );
}
