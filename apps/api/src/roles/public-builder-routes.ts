import { fetchBuilderTemplate } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/public/builder/?fileName=: form-builder templates (§7 Public). */
export async function publicBuilderRoutes(app: FastifyInstance): Promise<void> {
  const { builderTemplates } = app.services;

  serveRoute(app, fetchBuilderTemplate, ({ query }) => builderTemplates.read(query.fileName));
}
