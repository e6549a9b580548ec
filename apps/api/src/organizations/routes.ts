import {
  booleanField,
  idParamSchema,
  organizationContactSchema,
  organizationCreateSchema,
  organizationListQuerySchema,
  organizationMessages,
  organizationUpdateSchema,
  organizationUserCreateSchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../http/request-context.ts';
import { parseWith } from '../shared/parse-with.ts';

const organizationParams = z.object({ id: idParamSchema });
const organizationUserParams = z.object({ id: idParamSchema, userId: idParamSchema });
const organizationContactParams = z.object({ id: idParamSchema, contactId: idParamSchema });

// The domain has no schema for POST /organization/{id}/user/{userId}; it is the add-user fields plus the
// rare-contact switch, any subset of them.
const organizationUserUpdateSchema = organizationUserCreateSchema
  .pick({ firstName: true, lastName: true, userType: true })
  .extend({ rareContact: booleanField() })
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: organizationMessages.nothingToUpdate,
  });

/** /api/v1/organization and /api/v1/admin/report (§7 Organisation, authenticated). */
export async function organizationRoutes(app: FastifyInstance): Promise<void> {
  const { organizations } = app.services;

  app.get('/organization', async (request) =>
    organizations.list(requireAuth(request), parseWith(organizationListQuerySchema, request.query)),
  );

  app.get('/organization/all', async (request) => organizations.all(requireAuth(request)));

  app.get('/organization/:id', async (request) =>
    organizations.get(requireAuth(request), parseWith(organizationParams, request.params).id),
  );

  app.get('/admin/report/:id', async (request) =>
    organizations.report(requireAuth(request), parseWith(organizationParams, request.params).id),
  );

  app.post('/organization', async (request, reply) => {
    const created = await organizations.create(
      requireAuth(request),
      parseWith(organizationCreateSchema, request.body),
    );
    return reply.status(201).send(created);
  });

  app.put('/organization/:id', async (request) =>
    organizations.update(
      requireAuth(request),
      parseWith(organizationParams, request.params).id,
      parseWith(organizationUpdateSchema, request.body),
    ),
  );

  app.get('/organization/:id/users', async (request) =>
    organizations.listUsers(requireAuth(request), parseWith(organizationParams, request.params).id),
  );

  app.post('/organization/:id/user', async (request, reply) => {
    const added = await organizations.addUser(
      requireAuth(request),
      parseWith(organizationParams, request.params).id,
      parseWith(organizationUserCreateSchema, request.body),
    );
    return reply.status(201).send(added);
  });

  app.post('/organization/:id/user/:userId', async (request) => {
    const { id, userId } = parseWith(organizationUserParams, request.params);
    return organizations.updateUser(
      requireAuth(request),
      id,
      userId,
      parseWith(organizationUserUpdateSchema, request.body),
    );
  });

  app.get('/organization/:id/contacts', async (request) =>
    organizations.listContacts(requireAuth(request), parseWith(organizationParams, request.params).id),
  );

  app.post('/organization/:id/contacts', async (request, reply) => {
    const added = await organizations.addContact(
      requireAuth(request),
      parseWith(organizationParams, request.params).id,
      parseWith(organizationContactSchema, request.body),
    );
    return reply.status(201).send(added);
  });

  app.post('/organization/:id/contacts/:contactId', async (request) => {
    const { id, contactId } = parseWith(organizationContactParams, request.params);
    return organizations.updateContact(
      requireAuth(request),
      id,
      contactId,
      parseWith(organizationContactSchema, request.body),
    );
  });
}
