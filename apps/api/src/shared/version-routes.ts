import { fetchVersion } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';
import { readVersion } from './version.ts';

/** /api/public/version (§7 Public). */
export async function publicVersionRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(app, fetchVersion, () => readVersion());
}
