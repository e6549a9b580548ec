import { idSchema, objectSchema, tokenField } from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../shared/parse-with.ts';

const roleIdBody = objectSchema({ id: idSchema });
const tokenParams = objectSchema({ token: tokenField() });

/** /api/public/urlToken: shareable links that name a role (§7 Public). */
export async function publicUrlTokenRoutes(app: FastifyInstance): Promise<void> {
  const { urlTokens } = app.services;

  app.post('/urlToken', async (request) => urlTokens.createForRole(parseWith(roleIdBody, request.body).id));

  app.get('/urlToken/:token', async (request) =>
    urlTokens.resolve(parseWith(tokenParams, request.params).token),
  );
}
