import { copyRole, createRole, fetchRole, listRoles, updateRole } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/roles: a manager's roles with applicant counts, and role settings (§2 roles list, role editor). */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const { roles } = app.services;

  serveRoute(app, listRoles, ({ auth, query }) => roles.list(auth, query));
  serveRoute(app, createRole, async ({ auth, body, reply }) =>
    reply.status(201).send(await roles.create(auth, body)),
  );
  serveRoute(app, fetchRole, ({ auth, params }) => roles.get(auth, params.id));
  serveRoute(app, updateRole, ({ auth, params, body }) => roles.update(auth, params.id, body));
  serveRoute(app, copyRole, async ({ auth, params, reply }) =>
    reply.status(201).send(await roles.copy(auth, params.id)),
  );
}
