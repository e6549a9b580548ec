import {
  listAdminReferenceItems,
  setReferenceItemRetirement,
  updateReferenceItem,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/admin/data: the provider's upkeep of stored pick lists (list with retired items, edit, retire). */
export async function adminReferenceDataRoutes(app: FastifyInstance): Promise<void> {
  const { adminReferenceItems } = app.services;

  serveRoute(app, listAdminReferenceItems, ({ auth, params, query }) =>
    adminReferenceItems.list(auth, params.type, query),
  );
  serveRoute(app, updateReferenceItem, ({ auth, params, body }) =>
    adminReferenceItems.update(auth, params.id, body),
  );
  serveRoute(app, setReferenceItemRetirement, ({ auth, params, body }) =>
    adminReferenceItems.setRetirement(auth, params.id, body.retired),
  );
}
