import {
  addCompetency,
  addRoleKit,
  deleteRoleKit,
  listCompetencies,
  listRoleKits,
  reorderCompetencies,
  updateCompetency,
  updateRoleKit,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/organization/{orgId}/competencies, /competency-order and /roles/{roleId}/kits (issue 33). */
export async function competencyRoutes(app: FastifyInstance): Promise<void> {
  const { competencies, interviewKits } = app.services;

  serveRoute(app, listCompetencies, ({ auth, params }) => competencies.list(auth.user, params.orgId));
  serveRoute(app, addCompetency, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await competencies.add(auth.user, params.orgId, body)),
  );
  serveRoute(app, updateCompetency, ({ auth, params, body }) =>
    competencies.update(auth.user, params.orgId, params.competencyId, body),
  );
  serveRoute(app, reorderCompetencies, ({ auth, params, body }) =>
    competencies.reorder(auth.user, params.orgId, body.ids),
  );

  serveRoute(app, listRoleKits, ({ auth, params }) =>
    interviewKits.list(auth.user, params.orgId, params.roleId),
  );
  serveRoute(app, addRoleKit, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await interviewKits.add(auth.user, params.orgId, params.roleId, body)),
  );
  serveRoute(app, updateRoleKit, ({ auth, params, body }) =>
    interviewKits.update(auth.user, params.orgId, params.roleId, params.kitId, body),
  );
  serveRoute(app, deleteRoleKit, async ({ auth, params, reply }) => {
    await interviewKits.remove(auth.user, params.orgId, params.roleId, params.kitId);
    return reply.status(204).send();
  });
}
