import {
  idParamSchema,
  moduleQuerySchema,
  organizationReferenceDataParamsSchema,
  organizationReferenceDataQuerySchema,
  referenceDataTypeParamsSchema,
  referenceItemCreateSchema,
  referenceItemTypeParamsSchema,
  referenceTermQuerySchema,
  schoolQualificationTypesQuerySchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../http/request-context.ts';
import { parseWith } from '../shared/parse-with.ts';
import type { RequestOrganization } from './reference-data.ts';

const organizationIdParams = z.object({ id: idParamSchema });

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

  app.get('/data/type/:type', async (request) => {
    const { type } = parseWith(referenceDataTypeParamsSchema, request.params);
    return referenceData.listByType(requireAuth(request), type, requestOrganizationOf(request));
  });

  // The admin call whose path §7 does not show: adds one item to a stored list.
  app.post('/data/type/:type', async (request, reply) => {
    const { type } = parseWith(referenceItemTypeParamsSchema, request.params);
    const item = await referenceData.createItem(
      requireAuth(request),
      type,
      parseWith(referenceItemCreateSchema, request.body),
    );
    return reply.status(201).send(item);
  });

  app.get('/organization/:id/data/:type', async (request) => {
    const { id, type } = parseWith(organizationReferenceDataParamsSchema, request.params);
    const { search } = parseWith(organizationReferenceDataQuerySchema, request.query);
    return referenceData.listForOrganization(requireAuth(request), id, type, search);
  });

  app.get('/data/modules', async (request) =>
    referenceData.modules(parseWith(moduleQuerySchema, request.query)),
  );

  app.get('/data/schoolQualificationGradeSystems', async () => referenceData.gradeSystems());

  app.get('/data/schoolQualificationTypes', async (request) =>
    referenceData.qualificationTypes(parseWith(schoolQualificationTypesQuerySchema, request.query)),
  );

  app.get('/data/schools', async (request) =>
    referenceData.schools(parseWith(referenceTermQuerySchema, request.query).term),
  );

  app.get('/data/subjects', async () => referenceData.subjects());

  app.get('/data/degrees', async () => referenceData.degrees());

  app.get('/data/organization/:id/universities', async (request) => {
    const { id } = parseWith(organizationIdParams, request.params);
    const { term } = parseWith(referenceTermQuerySchema, request.query);
    return referenceData.organizationUniversities(requireAuth(request), id, term);
  });
}
