import {
  addCandidatesToGroupByFilter,
  createGroup,
  deleteGroup,
  listGroups,
  refreshGroup,
  removeCandidatesFromGroup,
  renameGroup,
} from '@shortlist/domain/contract';
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
  serveRoute(app, renameGroup, ({ auth, params, body }) => groups.rename(auth, params.id, body.name));
  serveRoute(app, deleteGroup, async ({ auth, params, reply }) => {
    await groups.remove(auth, params.id);
    return reply.status(204).send();
  });
  serveRoute(app, removeCandidatesFromGroup, ({ auth, params, body }) =>
    groups.removeMembers(auth, params.id, body),
  );
  serveRoute(app, refreshGroup, ({ auth, params }) => groups.refresh(auth, params.id));
}
