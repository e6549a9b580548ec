import type { AnyRoute } from '@shortlist/domain/contract';
import { resolveRoutePath } from '@shortlist/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecret, hashSecret } from '../../src/accounts/secrets.ts';
import { interviewInvitations, outbox, users } from '../../src/db/schema/index.ts';
import { contractRoutes } from '../../src/docs/openapi.ts';
import { toFastifyUrl } from '../../src/http/serve-route.ts';
import type { CallerRule } from '../support/route-callers.ts';
import { routeCallers } from '../support/route-callers.ts';
import type { HartwellRecords } from '../support/tenancy-records.ts';
import { seedHartwellRecords } from '../support/tenancy-records.ts';
import { hartwellRequestOf } from '../support/tenancy-requests.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { markersIn, setBlindStages } from './review-world.ts';

// Issue 31, item 9: blind review is one rule wherever a candidate's identity leaves the API. Every route of the
// contract that a standard manager may call and that reads (every GET, and every POST named as a read: search,
// export, list, fetch, preview) is called about Hartwell's records while the applicant's stage is blind: no reply
// may carry the applicant's names or email. A new route is walked as soon as the contract has it.

const readingPost = /^(search|export|list|fetch|preview)/;
const standardManagerRules = new Set<CallerRule>([
  'manager',
  'manager-or-candidate-own',
  'organization-scoped',
  'record-owner',
]);
const readingRoutes = contractRoutes.filter(
  ([name, route]) =>
    route.area === 'authenticated' &&
    standardManagerRules.has(routeCallers[name]?.callers as CallerRule) &&
    (route.method === 'GET' || (route.method === 'POST' && readingPost.test(name))),
);

const markerFirstName = 'Blindfold-Ysolde';
const markerLastName = 'Blindfold-Quennell';

let t: TestApp;
let records: HartwellRecords;
let manager: SignedIn;
let identity: string[];

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  records = await seedHartwellRecords(t.db, manager);
  await t.db
    .update(users)
    .set({ firstName: markerFirstName, lastName: markerLastName, preferredName: null })
    .where(eq(users.id, records.applicant.userId));
  // A booking on the seeded schedule and a message in the contact history, so both have the applicant to leak.
  await t.db.insert(interviewInvitations).values({
    organizationId: records.organization,
    scheduleId: records.schedule,
    candidateId: records.application,
    tokenHash: hashSecret(createSecret()),
    deadlineAt: new Date(Date.now() + 5 * 86_400_000),
  });
  await t.db.insert(outbox).values({
    organizationId: records.organization,
    channel: 'EMAIL',
    recipient: records.applicant.email,
    subject: 'About your application',
    body: `Hello ${markerFirstName}, thank you for applying.`,
    template: 'direct',
    sentAt: new Date(),
  });
  await setBlindStages(t, [records.stage]);
  identity = [markerFirstName, markerLastName, records.applicant.email];
});
afterAll(() => t.close());

const key = (route: AnyRoute) => `${route.method} ${toFastifyUrl(resolveRoutePath(route))}`;

describe('blind review on every route that reads about a candidate', () => {
  it('walks the schedules, contact history, events, search and export routes', () => {
    const names = readingRoutes.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'fetchSchedule',
        'fetchCandidateContacts',
        'listEventRegistrations',
        'listCandidateSessions',
        'searchCandidates',
        'exportAllCandidatesCsv',
        'fetchOrganizationCandidate',
      ]),
    );
  });

  it("still lists the blind applicant's booking, message and registration, marked blind", async () => {
    const schedule = await manager.request({ method: 'GET', url: `/api/v1/schedules/${records.schedule}` });
    expect(schedule.json().invitations).toContainEqual(
      expect.objectContaining({ candidateId: records.application, candidateName: null, blind: true }),
    );
    const contacts = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${records.organization}/candidate/${records.application}/contact/EMAIL`,
    });
    expect(contacts.json().content).toContainEqual(
      expect.objectContaining({ template: 'direct', recipient: null, body: null }),
    );
    const registrations = await manager.request({
      method: 'GET',
      url: `/api/v1/events/${records.event}/registrations`,
    });
    expect(registrations.json()).toContainEqual(
      expect.objectContaining({ id: records.registration, email: null, firstName: null, blind: true }),
    );
  });

  it.each(readingRoutes.map(([name, route]) => [name, key(route), route] as const))(
    "%s (%s) answers a standard manager without the blind applicant's name or email",
    async (name, _key, route) => {
      const declared = routeCallers[name];
      if (!declared) throw new Error(`${name} is not declared`);
      const response = await manager.request(hartwellRequestOf(name, route, declared, records));
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      expect(markersIn(response.body, identity), `${name} (${response.statusCode})`).toEqual([]);
    },
  );
});
