import { appendFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { buildOpenApiDocument } from '../../src/docs/openapi.ts';
import { toFastifyUrl } from '../../src/http/serve-route.ts';
import { generatedApplication, organizationIdOf } from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { clientAuthorization, signIn, startTestApp } from '../support/test-app.ts';
import { createFingerprintReader, differencesOf } from './database-fingerprint.ts';
import type { RouteDescription } from './route-requests.ts';
import { hostileRequests } from './route-requests.ts';
import type { JsonSchema, KnownIds } from './schema-values.ts';

// Every route the server registers is sent hostile requests: a new route is fuzzed without a test of its own.
// FUZZ_SEED reproduces a run; FUZZ_RUNS sets the requests per route; FUZZ_LOG names a file that receives
// every reply's status, to see how deep the requests reach.
const seed = Number(process.env.FUZZ_SEED ?? 20_2026);
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 15);
const fuzzLog = process.env.FUZZ_LOG;
// biome-ignore lint/suspicious/noConsole: the seed is printed so that a failure can be reproduced
console.info(
  `fuzzing every route with seed ${seed}, ${runsPerRoute} requests per route (FUZZ_SEED, FUZZ_RUNS)`,
);

const managerEmail = 'hm.admin@hartwell.test';
let t: TestApp;
let manager: SignedIn;
let managerId: number;
let known: KnownIds;
let readFingerprint: () => Promise<Record<string, unknown>>;

// The app is started while the tests are collected (below), as its routes name them; this runs after.
beforeAll(async () => {
  manager = await signIn(t.app, managerEmail);
  managerId = (await manager.request({ method: 'GET', url: '/api/v1/user' })).json().id;
  const hartwell = await organizationIdOf(t.db, 'hartwell');
  const application = await generatedApplication(t.db, 'hartwell');
  // The manager's own id is left out, so an accepted DELETE /user/{id} does not end the run.
  known = { ids: [hartwell, application.id, ...[1, 2, 3].filter((id) => id !== managerId)] };
  readFingerprint = await createFingerprintReader(t.db);
});
afterAll(() => t.close());

async function currentEmailOf(id: number): Promise<string> {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email ?? managerEmail;
}

type Operation = {
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** The route's request as the OpenAPI document describes it; a route missing from it is fuzzed blind. */
const document = buildOpenApiDocument('fuzz');

function describeRoute(method: string, url: string): RouteDescription {
  const entry = Object.entries(document.paths).find(([path]) => toFastifyUrl(path) === url);
  const operation = (entry?.[1] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
  const parameters = operation?.parameters ?? [];
  const schemasIn = (place: string) =>
    Object.fromEntries(parameters.filter((p) => p.in === place).map((p) => [p.name, p.schema]));
  const content = operation?.requestBody?.content ?? {};
  const multipart = 'multipart/form-data' in content;
  return {
    method,
    url,
    pathSchemas: schemasIn('path'),
    querySchemas: schemasIn('query'),
    bodySchema: (content['multipart/form-data'] ?? content['application/json'])?.schema,
    multipart,
  };
}

function expectErrorShape(response: LightMyRequestResponse) {
  const body = response.json();
  expect(body).toEqual(
    expect.objectContaining({ error: expect.any(String), error_description: expect.any(String) }),
  );
  if (body.errors !== undefined) {
    expect(body.errors).toEqual(
      expect.arrayContaining([{ field: expect.any(String), message: expect.any(String) }]),
    );
  }
}

const describeRequest = (options: InjectOptions) =>
  JSON.stringify({ ...options, payload: String(options.payload ?? '').slice(0, 300) }).slice(0, 800);

describe('hostile requests to every route', async () => {
  t = await startTestApp();
  // Accepted requests may delete records or end the manager's session, so those routes are fuzzed last.
  const endsSomething = ({ method, url }: { method: string; url: string }) =>
    (method === 'DELETE' ? 1 : 0) + (/deleteMe|password|access-token/.test(url) ? 2 : 0);
  const routes = t.app.apiRoutes
    .map(({ method, url }, index) => ({ method, url, index }))
    .sort((a, b) => endsSomething(a) - endsSomething(b) || a.index - b.index);

  it('finds the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it.each(routes)(
    '$method $url answers 4xx in the error shape and changes nothing',
    async ({ method, url, index }) => {
      const description = describeRoute(method, url);
      // A revoked token or changed email from an earlier route's accepted request: sign in again.
      const session = await manager.request({ method: 'GET', url: '/api/v1/user' });
      if (session.statusCode === 401) manager = await signIn(t.app, await currentEmailOf(managerId));
      const signedIn = url.startsWith('/api/v1/');
      const authorization = signedIn
        ? fc.oneof(
            { weight: 6, arbitrary: fc.constant(`Bearer ${manager.accessToken}`) },
            { weight: 1, arbitrary: fc.constantFrom('Bearer \u00ff%00', 'Basic x', undefined) },
          )
        : fc.oneof(
            { weight: 6, arbitrary: fc.constant(clientAuthorization) },
            { weight: 1, arbitrary: fc.constantFrom('Basic %%%', `Basic ${'A'.repeat(10_000)}`, undefined) },
          );
      let before = await readFingerprint();
      await fc.assert(
        fc.asyncProperty(hostileRequests(description, known, authorization), async (options) => {
          const response = await t.app.inject(options);
          if (fuzzLog)
            appendFileSync(
              fuzzLog,
              `${response.statusCode} ${method} ${url} ${response.body.slice(0, 120)}\n`,
            );
          const context = `${response.statusCode} ${response.body.slice(0, 300)} for ${describeRequest(options)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (response.statusCode < 400) {
            // An accepted request may change data and queue messages; they are delivered before the next request.
            await t.app.services.outbox.flush();
            before = await readFingerprint();
            return;
          }
          expectErrorShape(response);
          const after = await readFingerprint();
          expect(differencesOf(before, after), `a refused request changed data: ${context}`).toEqual({});
        }),
        { seed: seed + index, numRuns: runsPerRoute, endOnFailure: true },
      );
    },
  );
});
