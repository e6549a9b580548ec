import { createRoleUrlToken, resolveRoleUrlToken } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/public/urlToken: shareable links that name a role (§7 Public). */
export async function publicUrlTokenRoutes(app: FastifyInstance): Promise<void> {
  const { urlTokens } = app.services;

  serveRoute(app, createRoleUrlToken, ({ body }) => urlTokens.createForRole(body.id));
  serveRoute(app, resolveRoleUrlToken, ({ params }) => urlTokens.resolve(params.token));
}
