import type { AnyRoute } from '@shortlist/domain/contract';
import { resolveRoutePath } from '@shortlist/domain/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { contractRoutes } from '../../src/docs/openapi.ts';
import { toFastifyUrl } from '../../src/http/serve-route.ts';
import { namedSchema } from '../../src/shared/named-schema.ts';
import { differencesOf } from '../fuzz/database-fingerprint.ts';
import { createOrganizationFingerprintReader } from '../support/organization-fingerprint.ts';
import type { CallerRule } from '../support/route-callers.ts';
import { routeCallers } from '../support/route-callers.ts';
import type { HartwellRecords } from '../support/tenancy-records.ts';
import { seedHartwellRecords } from '../support/tenancy-records.ts';
import { hartwellParamsOf, hartwellRequestOf } from '../support/tenancy-requests.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Every /api/v1 route of the contract, called about Hartwell's records by another organisation's manager, a
// candidate and a caller without a token: a new route is checked as soon as route-callers.ts says who may call it.

const signedInRoutes = contractRoutes.filter(([, route]) => route.area === 'authenticated');
const declaredRoutes = signedInRoutes.filter(([name]) => name in routeCallers);
const managersRules = new Set<CallerRule>(['manager', 'manager-admin', 'manager-or-candidate-own']);
const ownManagerReads = declaredRoutes.filter(
  ([name, route]) => route.method === 'GET' && managersRules.has(routeCallers[name]?.callers as CallerRule),
);

let t: TestApp;
let records: HartwellRecords;
let hartwellManager: SignedIn;
let hartwellManagerAdmin: SignedIn;
let northwindManager: SignedIn;
let candidate: SignedIn;
let readHartwell: () => Promise<Record<string, unknown>>;

beforeAll(async () => {
  t = await startTestApp();
  hartwellManager = await signIn(t.app, 'hm@hartwell.test');
  hartwellManagerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  records = await seedHartwellRecords(t.db, hartwellManager);
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  candidate = await signIn(t.app, 'candidate@shortlist.test');
  const [demoCandidate] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'candidate@shortlist.test'));
  readHartwell = await createOrganizationFingerprintReader(
    t.db,
    records.organization,
    [records.applicant.userId],
    demoCandidate ? [demoCandidate.id] : [],
  );
});
afterAll(() => t.close());

// Another organisation's records answer 404 like a missing one; a route for one kind of user may refuse the kind first.
const refusedKindFirst = new Set<CallerRule>(['provider-admin', 'manager-admin', 'candidate']);
const refusalsOf = (rule: CallerRule) => (refusedKindFirst.has(rule) ? [403, 404] : [404]);
const openToNorthwind = new Set<CallerRule>(['organization-scoped', 'any-signed-in']);
const openToCandidate = new Set<CallerRule>(['candidate', 'any-signed-in']);

async function callAs(caller: SignedIn, request: InjectOptions) {
  const before = await readHartwell();
  const response = await caller.request(request);
  return { response, changes: differencesOf(before, await readHartwell()) };
}

function expectNoneOf(response: LightMyRequestResponse, markers: string[], who: string) {
  const leaked = markers.filter((marker) => response.body.includes(marker));
  expect(leaked, `${who} read Hartwell's data`).toEqual([]);
}

async function expectNorthwindKeptOut(name: string, rule: CallerRule, request: InjectOptions) {
  const { response, changes } = await callAs(northwindManager, request);
  const who = `${name} as hm@northwind.test (${response.statusCode} ${response.body.slice(0, 200)})`;
  if (openToNorthwind.has(rule)) expect(response.statusCode, who).toBeLessThan(500);
  else expect(refusalsOf(rule), who).toContain(response.statusCode);
  expectNoneOf(response, [...records.markers, ...records.organizationMarkers], who);
  expect(changes, `${who} changed Hartwell's data`).toEqual({});
}

async function expectCandidateKeptOut(name: string, rule: CallerRule, request: InjectOptions) {
  const { response, changes } = await callAs(candidate, request);
  const who = `${name} as candidate@shortlist.test (${response.statusCode} ${response.body.slice(0, 200)})`;
  expectNoneOf(response, records.markers, who);
  if (openToCandidate.has(rule)) expect(response.statusCode, who).toBeLessThan(500);
  else expect([403, 404], who).toContain(response.statusCode);
  expect(changes, `${who} changed Hartwell's data`).toEqual({});
}

const key = (route: Pick<AnyRoute, 'method' | 'area' | 'path'>) =>
  `${route.method} ${toFastifyUrl(resolveRoutePath(route))}`;

describe('the tenancy matrix', () => {
  it('declares who may call every /api/v1 route', () => {
    const undeclared = signedInRoutes.map(([name]) => name).filter((name) => !(name in routeCallers));
    expect(undeclared, 'declare these routes in test/support/route-callers.ts').toEqual([]);
  });

  it('declares no route the contract no longer has', () => {
    const names = new Set(signedInRoutes.map(([name]) => name));
    expect(Object.keys(routeCallers).filter((name) => !names.has(name))).toEqual([]);
  });

  it('covers every /api/v1 route the server registers', () => {
    const covered = new Set(declaredRoutes.map(([, route]) => key(route)));
    const uncovered = t.app.apiRoutes
      .filter((route) => route.url.startsWith('/api/v1/'))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !covered.has(route));
    expect(uncovered).toEqual([]);
  });

  // A request the route's own schemas refuse would answer 400 before any tenancy rule is reached.
  it('sends every route a request its own schemas accept, so a refusal is never about bad input', () => {
    const refused = declaredRoutes.flatMap(([name, route]) => {
      const declared = routeCallers[name];
      if (!declared) return [];
      const parts = [
        [route.params, hartwellParamsOf(name, route, declared, records)],
        [route.query, declared.query?.(records) ?? {}],
        [route.bodyType === 'multipart' ? undefined : route.body, declared.body?.(records)],
      ] as const;
      return parts.flatMap(([schema, value]) => {
        const parsed = schema ? namedSchema(schema).safeParse(value) : { success: true as const };
        return parsed.success ? [] : [`${name}: ${schema} ${JSON.stringify(parsed.error.issues)}`];
      });
    });
    expect(refused).toEqual([]);
  });

  // Without this, a request naming no real record would be refused to everyone and the matrix would prove nothing.
  // A manager-admin route is asked by Hartwell's manager admin, the rest by its standard manager.
  it.each(ownManagerReads.map(([name, route]) => [name, key(route), route] as const))(
    "%s (%s) answers Hartwell's own manager about the same records",
    async (name, _key, route) => {
      const declared = routeCallers[name];
      if (!declared) throw new Error(`${name} is not declared`);
      const own = declared.callers === 'manager-admin' ? hartwellManagerAdmin : hartwellManager;
      const response = await own.request(hartwellRequestOf(name, route, declared, records));
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
    },
  );

  it.each(declaredRoutes.map(([name, route]) => [name, key(route), route] as const))(
    '%s (%s) keeps Hartwell from another organisation, a candidate and a caller without a token',
    async (name, _key, route) => {
      const declared = routeCallers[name];
      if (!declared) throw new Error(`${name} is not declared`);
      const request = hartwellRequestOf(name, route, declared, records);

      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${name} without a token`).toBe(401);
      if (declared.withoutTokenOnly) return;

      await expectNorthwindKeptOut(name, declared.callers, request);
      await expectCandidateKeptOut(name, declared.callers, request);
    },
  );

  // The provider's calls refuse a manager of any kind, a manager admin of the very organisation included.
  const providerRoutes = declaredRoutes.filter(([name]) => routeCallers[name]?.callers === 'provider-admin');
  it.each(providerRoutes.map(([name, route]) => [name, key(route), route] as const))(
    "%s (%s) refuses Hartwell's own manager admin and changes nothing",
    async (name, _key, route) => {
      const declared = routeCallers[name];
      if (!declared) throw new Error(`${name} is not declared`);
      const { response, changes } = await callAs(
        hartwellManagerAdmin,
        hartwellRequestOf(name, route, declared, records),
      );
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(403);
      expect(changes, `${name} as hm.admin@hartwell.test changed Hartwell's data`).toEqual({});
    },
  );
});
