import {
  idParamSchema,
  objectSchema,
  pageQuerySchema,
  publicRoleFiltersSchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { organizationKeySchema } from '../http/organization-key.ts';
import { parseWith } from '../shared/parse-with.ts';

const organizationParams = objectSchema({ orgId: organizationKeySchema });
const roleParams = objectSchema({ orgId: organizationKeySchema, roleId: idParamSchema });
const pagingQuery = pageQuerySchema.pick({ page: true, resultsPerPage: true });

/** /api/public/{orgId}/roles: the careers site's role list and one role's application form (§7 Public). */
export async function publicRoleRoutes(app: FastifyInstance): Promise<void> {
  const { publicRoles } = app.services;

  app.post('/:orgId/roles', async (request) => {
    const { orgId } = parseWith(organizationParams, request.params);
    const paging = parseWith(pagingQuery, request.query);
    const { filters } = parseWith(publicRoleFiltersSchema, request.body);
    return publicRoles.list(orgId, paging, filters);
  });

  app.get('/:orgId/roles/:roleId', async (request) => {
    const { orgId, roleId } = parseWith(roleParams, request.params);
    return publicRoles.get(orgId, roleId);
  });
}
