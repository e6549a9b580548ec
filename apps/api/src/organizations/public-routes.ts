import {
  checkOrganizationCode,
  fetchOrganizationByCareersToken,
  fetchOrganizationByReviewerToken,
  fetchPublicDepartments,
  fetchPublicLocations,
  fetchPublicOrganization,
  fetchPublicRoleLevels,
  fetchPublicRoleTypes,
  requestOrganizationCode,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/public/organization/{id}/...: an organisation's public face, token links, codes and lists (§7 Public). */
export async function publicOrganizationRoutes(app: FastifyInstance): Promise<void> {
  const { publicOrganizations, organizationCodes } = app.services;

  // The spec writes /organization/{id}/ with a slash; the bare path answers the same.
  serveRoute(app, fetchPublicOrganization, ({ params }) => publicOrganizations.publicView(params.id));

  serveRoute(app, fetchOrganizationByCareersToken, ({ params }) =>
    publicOrganizations.viewByToken(params.id, params.token, 'careers'),
  );
  serveRoute(app, fetchOrganizationByReviewerToken, ({ params }) =>
    publicOrganizations.viewByToken(params.id, params.token, 'reviewer'),
  );

  serveRoute(app, requestOrganizationCode, async ({ params, reply }) => {
    await organizationCodes.requestCode(params.id, params.email);
    return reply.status(204).send();
  });
  serveRoute(app, checkOrganizationCode, ({ params }) =>
    organizationCodes.checkCode(params.id, params.email, params.code),
  );

  serveRoute(app, fetchPublicDepartments, ({ params }) =>
    publicOrganizations.referenceList(params.id, 'departments'),
  );
  serveRoute(app, fetchPublicLocations, ({ params }) =>
    publicOrganizations.referenceList(params.id, 'locations'),
  );
  serveRoute(app, fetchPublicRoleTypes, ({ params }) =>
    publicOrganizations.referenceList(params.id, 'roleTypes'),
  );
  serveRoute(app, fetchPublicRoleLevels, ({ params }) =>
    publicOrganizations.referenceList(params.id, 'roleLevels'),
  );
}
