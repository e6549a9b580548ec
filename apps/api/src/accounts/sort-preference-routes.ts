import { sortPreferenceParamsSchema, sortPreferenceSchema } from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/request-context.ts';
import { parseWith } from '../shared/parse-with.ts';

/** /api/v1/user/sorting: the signed-in user's kept sorting per list (§2). */
export async function sortPreferenceRoutes(app: FastifyInstance): Promise<void> {
  const { sortPreferences } = app.services;

  app.get('/user/sorting', async (request) => sortPreferences.list(requireAuth(request).user));

  app.put('/user/sorting/:listKey', async (request) => {
    const { listKey } = parseWith(sortPreferenceParamsSchema, request.params);
    return sortPreferences.save(
      requireAuth(request).user,
      listKey,
      parseWith(sortPreferenceSchema, request.body),
    );
  });
}
