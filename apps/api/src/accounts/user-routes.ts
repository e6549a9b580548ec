import {
  candidateProfileSchema,
  contactPreferencesSchema,
  idParamSchema,
  passwordChangeSchema,
  userOrganizationsQuerySchema,
  userUpdateSchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../http/request-context.ts';
import { parseWith } from '../shared/parse-with.ts';

const userIdParams = z.object({ id: idParamSchema });

/** /api/v1/user: the signed-in user's own account (§7 User). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, candidateProfiles } = app.services;

  app.get('/user', async (request) => accounts.currentUser(requireAuth(request)));

  app.get('/user/userorganizations', async (request) => {
    const query = parseWith(userOrganizationsQuerySchema.partial(), request.query);
    return accounts.userOrganizations(requireAuth(request), query.organizationId);
  });

  app.put('/user', async (request) =>
    accounts.updateUser(requireAuth(request), parseWith(userUpdateSchema, request.body)),
  );

  app.put('/user/security', async (request) =>
    accounts.updateContactPreferences(
      requireAuth(request),
      parseWith(contactPreferencesSchema, request.body),
    ),
  );

  app.put('/user/password', async (request, reply) => {
    await accounts.changePassword(requireAuth(request), parseWith(passwordChangeSchema, request.body));
    return reply.status(204).send();
  });

  app.delete('/user/deleteMe', async (request, reply) => {
    await accounts.deleteMe(requireAuth(request));
    return reply.status(204).send();
  });

  app.delete('/user/:id', async (request, reply) => {
    await accounts.deleteUser(requireAuth(request), parseWith(userIdParams, request.params).id);
    return reply.status(204).send();
  });

  app.post('/user/token', async (request) => accounts.createUserToken(requireAuth(request)));

  app.post('/user/hrtoken', async (request) => {
    const { userId } = parseWith(z.object({ userId: idParamSchema }), request.body);
    return accounts.createHrToken(requireAuth(request), userId);
  });

  app.get('/user/rareusers', async (request) => accounts.rareUsers(requireAuth(request)));

  // The candidate's own profile; the spec leaves this path unnamed ("paths ... used by the state layer: not shown").
  app.get('/user/profile', async (request) => candidateProfiles.read(requireAuth(request)));

  app.put('/user/profile', async (request) =>
    candidateProfiles.replace(requireAuth(request), parseWith(candidateProfileSchema, request.body)),
  );
}
