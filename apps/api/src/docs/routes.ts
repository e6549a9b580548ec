import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { readVersion } from '../shared/version.ts';
import { buildOpenApiDocument } from './openapi.ts';

/** The API's own description for integrators: /api/openapi.json and a readable reference at /api/docs. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument((await readVersion()).version);
  // The document is generated from the contract; @fastify/swagger only serves it to the reference page.
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // BaseLayout: the reference without Swagger's explore bar; every operation listed under its area.
    uiConfig: {
      layout: 'BaseLayout',
      docExpansion: 'list',
      tagsSorter: 'alpha',
      operationsSorter: 'alpha',
      deepLinking: true,
      tryItOutEnabled: false,
    },
  });
  app.get('/api/openapi.json', () => document);
}
