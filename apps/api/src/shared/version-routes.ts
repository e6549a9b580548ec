import type { FastifyInstance } from 'fastify';
import { readVersion } from './version.ts';

/** /api/public/version (§7 Public). */
export async function publicVersionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/version', async () => readVersion());
}
