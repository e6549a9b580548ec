import {
  roleCreateSchema,
  roleListQuerySchema,
  roleParamsSchema,
  roleUpdateSchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/request-context.ts';
import { parseWith } from '../shared/parse-with.ts';

/** /api/v1/roles: a manager's roles with applicant counts, and role settings (§2 roles list, role editor). */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const { roles } = app.services;

  app.get('/roles', async (request) =>
    roles.list(requireAuth(request), parseWith(roleListQuerySchema, request.query)),
  );

  app.post('/roles', async (request, reply) => {
    const created = await roles.create(requireAuth(request), parseWith(roleCreateSchema, request.body));
    return reply.status(201).send(created);
  });

  app.get('/roles/:id', async (request) =>
    roles.get(requireAuth(request), parseWith(roleParamsSchema, request.params).id),
  );

  app.put('/roles/:id', async (request) =>
    roles.update(
      requireAuth(request),
      parseWith(roleParamsSchema, request.params).id,
      parseWith(roleUpdateSchema, request.body),
    ),
  );
}
