import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

let world: TestApp;
beforeAll(async () => {
  world = await startTestApp();
});
afterAll(() => world.close());

type Document = { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('describes every route the server registers', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    const missing = world.app.apiRoutes.filter(
      (route) => !document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()],
    );
    expect(missing).toEqual([]);
  });

  it('gives each operation the name the api-client calls it by', async () => {
    const document = (await world.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    expect(document.paths['/api/v1/roles/{id}']?.put?.operationId).toBe('updateRole');
  });
});

describe('GET /api/docs', () => {
  it('serves the readable API reference', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
  });
});
