import { copyRole, createRole, fetchRole, listRoles, updateRole } from '@shortlist/domain/contract';
import { editVersionOf } from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { expectedVersionOf, sendVersion } from '../http/edit-version.ts';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/roles: a manager's roles with applicant counts, and role settings (§2 roles list, role editor). */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const { roles } = app.services;

  serveRoute(app, listRoles, ({ auth, query }) => roles.list(auth, query));
  serveRoute(app, createRole, async ({ auth, body, reply }) =>
    reply.status(201).send(await roles.create(auth, body)),
  );
  serveRoute(app, fetchRole, async ({ auth, params, reply }) => {
    const role = await roles.get(auth, params.id);
    return sendVersion(reply, editVersionOf(role.updatedAt), role);
  });
  serveRoute(app, updateRole, async ({ auth, params, body, request, reply }) => {
    const role = await roles.update(auth, params.id, body, expectedVersionOf(request));
    return sendVersion(reply, editVersionOf(role.updatedAt), role);
  });
  serveRoute(app, copyRole, async ({ auth, params, reply }) =>
    reply.status(201).send(await roles.copy(auth, params.id)),
  );
}
