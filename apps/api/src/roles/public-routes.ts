import { fetchPublicRole, listPublicRoles } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/public/{orgId}/roles: the careers site's role list and one role's application form (§7 Public). */
export async function publicRoleRoutes(app: FastifyInstance): Promise<void> {
  const { publicRoles } = app.services;

  serveRoute(app, listPublicRoles, ({ params, query, body }) =>
    publicRoles.list(params.orgId, query, body.filters),
  );
  serveRoute(app, fetchPublicRole, ({ params }) => publicRoles.get(params.orgId, params.roleId));
}
