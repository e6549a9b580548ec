import {
  createSavedSearch,
  deleteSavedSearch,
  listListColumns,
  listSavedSearches,
  saveListColumns,
  updateSavedSearch,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/user/searches and /api/v1/user/columns: the signed-in manager's views of its candidate lists. */
export async function listViewRoutes(app: FastifyInstance): Promise<void> {
  const { savedSearches, columns } = app.services.listViews;

  serveRoute(app, listSavedSearches, ({ auth, query }) => savedSearches.list(auth.user, query.listKey));
  serveRoute(app, createSavedSearch, async ({ auth, body, reply }) =>
    reply.status(201).send(await savedSearches.create(auth.user, body)),
  );
  serveRoute(app, updateSavedSearch, ({ auth, params, body }) =>
    savedSearches.update(auth.user, params.id, body),
  );
  serveRoute(app, deleteSavedSearch, async ({ auth, params, reply }) => {
    await savedSearches.remove(auth.user, params.id);
    return reply.status(204).send();
  });
  serveRoute(app, listListColumns, ({ auth }) => columns.list(auth.user));
  serveRoute(app, saveListColumns, ({ auth, params, body }) => columns.save(auth.user, params.listKey, body));
}
