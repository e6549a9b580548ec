import {
  enumField,
  fromQuery,
  idParamSchema,
  integerField,
  objectSchema,
  searchFilterSchema,
  searchKinds,
  searchQuerySchema,
  termSearchQuerySchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/request-context.ts';
import { requestOrganizationOf } from '../http/request-organization.ts';
import { parseWith } from '../shared/parse-with.ts';

// Decision: {id} of /search/{kind}/{id} and /search/counts/{id} is a role id; 0 means every role.
const roleOrAllSchema = fromQuery(integerField(0));
const searchParams = objectSchema({ kind: enumField(searchKinds), id: roleOrAllSchema });
const countParams = objectSchema({ roleId: roleOrAllSchema });
const termRoleParams = objectSchema({ roleId: idParamSchema });

/**
 * /api/v1/search (§7 Search): candidate search with the filter object on any of the three segments of §6
 * (candidatev, candidate, fastCandidate answer alike), term search, and pipeline counts.
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { search } = app.services;

  app.post('/search/:kind/:id', async (request) => {
    const { id } = parseWith(searchParams, request.params);
    const query = parseWith(searchQuerySchema, request.query);
    const filter = parseWith(searchFilterSchema, request.body);
    return search.search(
      requireAuth(request),
      requestOrganizationOf(request, filter.subdomain),
      id,
      query,
      filter,
    );
  });

  app.get('/search/profiles', async (request) =>
    search.termSearch(
      requireAuth(request),
      requestOrganizationOf(request),
      null,
      parseWith(termSearchQuerySchema, request.query),
    ),
  );

  app.get('/search/candidates/:roleId', async (request) => {
    const { roleId } = parseWith(termRoleParams, request.params);
    const query = parseWith(termSearchQuerySchema, request.query);
    return search.termSearch(requireAuth(request), requestOrganizationOf(request), roleId, query);
  });

  app.get('/search/counts/:roleId', async (request) => {
    const { roleId } = parseWith(countParams, request.params);
    return search.pipelineCounts(requireAuth(request), requestOrganizationOf(request), roleId);
  });
}
