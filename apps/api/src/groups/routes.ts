import { addCandidatesToGroupByFilter, createGroup, listGroups } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/groups: an organisation's candidate groups, for its managers. */
export async function groupRoutes(app: FastifyInstance): Promise<void> {
  const { groups } = app.services;

  serveRoute(app, listGroups, ({ auth }) => groups.list(auth));
  serveRoute(app, createGroup, async ({ auth, body, reply }) =>
    reply.status(201).send(await groups.create(auth, body)),
  );
  serveRoute(app, addCandidatesToGroupByFilter, ({ auth, params, body }) =>
    groups.addByFilter(auth, params.id, body),
  );
}
