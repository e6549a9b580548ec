import {
  createReferenceItem,
  fetchDegrees,
  fetchGradeSystems,
  fetchOrganizationReferenceData,
  fetchReferenceData,
  fetchSchoolQualificationTypes,
  fetchSubjects,
  searchModules,
  searchOrganizationUniversities,
  searchSchools,
} from '@shortlist/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';
import type { RequestOrganization } from './reference-data.ts';

/** The `subdomain` parameter every call carries (§7) and the host, which name the organisation spoken for. */
function requestOrganizationOf(request: FastifyRequest): RequestOrganization {
  const { subdomain } = request.query as { subdomain?: unknown };
  return {
    subdomain: typeof subdomain === 'string' ? subdomain : undefined,
    hostname: request.hostname,
  };
}

/** /api/v1 reference data (§7 Reference data): pick lists for forms, filters and settings. */
export async function referenceDataRoutes(app: FastifyInstance): Promise<void> {
  const { referenceData } = app.services;

  serveRoute(app, fetchReferenceData, ({ auth, params, request }) =>
    referenceData.listByType(auth, params.type, requestOrganizationOf(request)),
  );
  // The admin call whose path §7 does not show: adds one item to a stored list.
  serveRoute(app, createReferenceItem, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await referenceData.createItem(auth, params.type, body)),
  );
  serveRoute(app, fetchOrganizationReferenceData, ({ auth, params, query }) =>
    referenceData.listForOrganization(auth, params.id, params.type, query.search),
  );
  serveRoute(app, searchModules, ({ query }) => referenceData.modules(query));
  serveRoute(app, fetchGradeSystems, () => referenceData.gradeSystems());
  serveRoute(app, fetchSchoolQualificationTypes, ({ query }) => referenceData.qualificationTypes(query));
  serveRoute(app, searchSchools, ({ query }) => referenceData.schools(query.term));
  serveRoute(app, fetchSubjects, () => referenceData.subjects());
  serveRoute(app, fetchDegrees, () => referenceData.degrees());
  serveRoute(app, searchOrganizationUniversities, ({ auth, params, query }) =>
    referenceData.organizationUniversities(auth, params.id, query.term),
  );
}
