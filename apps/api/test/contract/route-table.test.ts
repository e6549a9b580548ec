import { resolveRoutePath } from '@shortlist/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRoutes } from '../../src/docs/openapi.ts';
import { toFastifyUrl } from '../../src/http/serve-route.ts';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

// The contract and the server describe the same API: no route without an entry, no entry without a route.

let world: TestApp;
beforeAll(async () => {
  world = await startTestApp();
});
afterAll(() => world.close());

const key = (method: string, url: string) => `${method} ${url}`;

describe('the API contract', () => {
  it('has an entry for every route the server registers', () => {
    const described = new Set(
      contractRoutes.map(([, route]) => key(route.method, toFastifyUrl(resolveRoutePath(route)))),
    );
    const undescribed = world.app.apiRoutes
      .map((route) => key(route.method, route.url))
      .filter((route) => !described.has(route));
    expect(undescribed).toEqual([]);
  });

  it('has a route on the server for every entry', () => {
    const registered = new Set(world.app.apiRoutes.map((route) => key(route.method, route.url)));
    const unserved = contractRoutes
      .map(([name, route]) => `${name}: ${key(route.method, toFastifyUrl(resolveRoutePath(route)))}`)
      .filter((entry) => !registered.has(entry.slice(entry.indexOf(': ') + 2)));
    expect(unserved).toEqual([]);
  });

  it('names each route once', () => {
    const keys = contractRoutes.map(([, route]) => key(route.method, resolveRoutePath(route)));
    expect(keys.length).toBe(new Set(keys).size);
  });
});
