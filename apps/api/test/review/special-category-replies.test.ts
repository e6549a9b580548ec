import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOrganizationToken } from '../../src/organizations/public-organizations.ts';
import { organizationIdOf } from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import {
  markersIn,
  sensitiveApplicant,
  showSocialMobilityAnswers,
  socialMobilityMarker,
  specialCategoryMarkers,
} from './review-world.ts';

// Issue 13: a manager never reads a person's ethnicity, health, orientation or religion, on any route that
// answers about a candidate, whatever their role. Each reply is searched for the applicant's distinctive answers.

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let applicant: Awaited<ReturnType<typeof sensitiveApplicant>>;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  applicant = await sensitiveApplicant(t);
});
afterAll(() => t.close());

const recordUrl = () => `/api/v1/organization/${hartwell}/candidate/${applicant.candidate.id}`;

// Every manager-side reply about the applicant, each asked so that the applicant is in it.
const managerReplies: [string, () => { method: 'GET' | 'POST'; url: string; payload?: object }][] = [
  ['the record', () => ({ method: 'GET', url: recordUrl() })],
  [
    'the application (GET /candidate/{id})',
    () => ({ method: 'GET', url: `/api/v1/candidate/${applicant.candidate.id}` }),
  ],
  [
    'the search list',
    () => ({ method: 'POST', url: '/api/v1/search/candidate/0', payload: { ids: [applicant.candidate.id] } }),
  ],
  ['the term search', () => ({ method: 'GET', url: '/api/v1/search/profiles?searchTerm=Quillon' })],
  [
    'the CSV export',
    () => ({ method: 'POST', url: '/api/v1/candidate/export/', payload: { ids: [applicant.candidate.id] } }),
  ],
];

describe('special-category answers in manager replies', () => {
  it.each(managerReplies)('%s carries none, to a manager or a manager admin', async (_name, requestOf) => {
    for (const caller of [manager, managerAdmin]) {
      const response = await caller.request(requestOf());
      expect(response.statusCode).toBe(200);
      // The reply is about the applicant (so the absence means something) ...
      expect(response.body).toContain(String(applicant.candidate.id));
      // ... and holds none of their special-category answers.
      expect(markersIn(response.body, specialCategoryMarkers)).toEqual([]);
    }
  });

  it('the record says diversity is not visible and has no diversity or ethnicity values', async () => {
    const view = (await managerAdmin.request({ method: 'GET', url: recordUrl() })).json();
    expect(view.diversityVisible).toBe(false);
    expect(view.profile).not.toHaveProperty('diversity');
    expect(view.application).toMatchObject({ ethnicity: null, ethnicityMulti: null, ethnicitySpecify: null });
  });

  it("an outside reviewer's link carries none either", async () => {
    const token = await issueOrganizationToken(t.db, {
      organizationId: hartwell,
      kind: 'reviewer',
      payload: { candidateIds: [applicant.candidate.id] },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/organization/hartwell/token/${token}/candidate/${applicant.candidate.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(markersIn(response.body, [...specialCategoryMarkers, socialMobilityMarker])).toEqual([]);
  });
});

describe('social-mobility answers and the showSocialMobilityAnswers setting', () => {
  it('are left out of the record while the setting is off; the contextual flags stay', async () => {
    await showSocialMobilityAnswers(t, false);
    for (const caller of [manager, managerAdmin]) {
      const response = await caller.request({ method: 'GET', url: recordUrl() });
      const view = response.json();
      expect(view.socialMobilityVisible).toBe(false);
      expect(view.profile).not.toHaveProperty('socialMobility');
      expect(response.body).not.toContain(socialMobilityMarker);
      const on = view.contextualFlags
        .filter((flag: { on: boolean }) => flag.on)
        .map((flag: { key: string }) => flag.key);
      expect(on).toEqual(expect.arrayContaining(['firstGeneration', 'freeSchoolMeals', 'stateSchool']));
    }
  });

  it('are in the record once the setting is on, next to the same flags', async () => {
    await showSocialMobilityAnswers(t, true);
    const view = (await manager.request({ method: 'GET', url: recordUrl() })).json();
    expect(view.socialMobilityVisible).toBe(true);
    expect(view.profile.socialMobility).toMatchObject({
      firstGenerationUniversity: true,
      incomeNote: socialMobilityMarker,
    });
    expect(view.contextualFlags.map((flag: { key: string }) => flag.key)).toContain('firstGeneration');
    await showSocialMobilityAnswers(t, false);
  });
});
