import { listSortPreferences, saveSortPreference } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/user/sorting: the signed-in user's kept sorting per list (§2). */
export async function sortPreferenceRoutes(app: FastifyInstance): Promise<void> {
  const { sortPreferences } = app.services;

  serveRoute(app, listSortPreferences, ({ auth }) => sortPreferences.list(auth.user));
  serveRoute(app, saveSortPreference, ({ auth, params, body }) =>
    sortPreferences.save(auth.user, params.listKey, body),
  );
}
