import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, users } from '../../src/db/schema/index.ts';
import { organizationIdOf } from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { addReviewSchool, reviewSchool, sensitiveApplicant } from './review-world.ts';

// Contextual flags (issue 13): in the record with their evidence, as a list column, as a search filter, and
// kept in step with every write of a profile.

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let demoCandidate: SignedIn;
let demoApplicationIds: { active: number; pending: number };

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  demoCandidate = await signIn(t.app, 'candidate@shortlist.test');
  const idOf = async (status: 'ACTIVE' | 'PENDING') => {
    const [row] = await t.db
      .select({ id: candidates.id })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.userId))
      .where(and(eq(users.email, 'candidate@shortlist.test'), eq(candidates.status, status)));
    if (!row) throw new Error(`no ${status} demo application`);
    return row.id;
  };
  demoApplicationIds = { active: await idOf('ACTIVE'), pending: await idOf('PENDING') };
  await addReviewSchool(t);
});
afterAll(() => t.close());

type Flag = {
  key: string;
  on: boolean;
  evidence: { question: string; answer: unknown }[];
  percentile?: number;
};

const listRow = async (id: number) => {
  const response = await manager.request({
    method: 'POST',
    url: '/api/v1/search/candidate/0',
    payload: { ids: [id] },
  });
  return response.json().content[0] as { id: number; contextualFlags: string[] };
};

const idsMatching = async (contextualFlags: string[], ids: number[]) => {
  const response = await manager.request({
    method: 'POST',
    url: '/api/v1/search/candidate/0',
    payload: { ids, filters: { contextualFlags } },
  });
  expect(response.statusCode).toBe(200);
  return response.json().content.map((row: { id: number }) => row.id) as number[];
};

describe('the record', () => {
  it('shows each supported flag on or off with the answers behind it, and the school percentile', async () => {
    const { candidate } = await sensitiveApplicant(t);
    const view = (
      await manager.request({
        method: 'GET',
        url: `/api/v1/organization/${hartwell}/candidate/${candidate.id}`,
      })
    ).json();
    const byKey = new Map<string, Flag>(view.contextualFlags.map((flag: Flag) => [flag.key, flag]));
    expect(byKey.get('firstGeneration')).toEqual({
      key: 'firstGeneration',
      on: true,
      evidence: [{ question: 'firstGenerationUniversity', answer: true }],
    });
    expect(byKey.get('careExperience')?.on).toBe(false);
    expect(byKey.get('schoolOutperformance')).toMatchObject({ on: true, percentile: expect.any(Number) });
    expect(byKey.get('schoolOutperformance')?.evidence).toContainEqual({
      question: 'school',
      answer: reviewSchool.label,
    });
    // A question the candidate did not answer gives no flag rather than an "off" one.
    expect(byKey.has('refugee')).toBe(false);
  });
});

describe('the list column and the filter', () => {
  it('lists the flags that are on and finds candidates having every flag asked for', async () => {
    const { candidate } = await sensitiveApplicant(t);
    const row = await listRow(candidate.id);
    // In the rules' order; recentGraduate depends on today's date, so only the answers' own flags are named.
    expect(row.contextualFlags.filter((key) => key !== 'recentGraduate')).toEqual([
      'firstGeneration',
      'freeSchoolMeals',
      'stateSchool',
      'schoolOutperformance',
    ]);

    const ids = [candidate.id, demoApplicationIds.active];
    // The demo candidate (seeded) also has a bursary; the new applicant does not, and neither has been in care.
    expect(await idsMatching(['freeSchoolMeals', 'bursary'], ids)).toEqual([demoApplicationIds.active]);
    expect(await idsMatching(['careExperience'], ids)).toEqual([]);
    expect((await idsMatching(['firstGeneration', 'freeSchoolMeals'], ids)).sort()).toEqual([...ids].sort());
  });

  it('refuses a flag the rules do not know, by field', async () => {
    const response = await manager.request({
      method: 'POST',
      url: '/api/v1/search/candidate/0',
      payload: { filters: { contextualFlags: ['wealthy'] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'filters.contextualFlags.0',
    ]);
  });
});

describe('the stored flags follow every profile write', () => {
  it("are the seed's for the demo candidate", async () => {
    const row = await listRow(demoApplicationIds.active);
    expect(row.contextualFlags).toEqual(
      expect.arrayContaining(['firstGeneration', 'freeSchoolMeals', 'bursary']),
    );
  });

  it("change with the candidate's own profile save (PUT /user/profile)", async () => {
    const saved = await demoCandidate.request({
      method: 'PUT',
      url: '/api/v1/user/profile',
      payload: { citizen: true, socialMobility: { firstGenerationUniversity: false, careExperience: true } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await listRow(demoApplicationIds.active)).contextualFlags).toEqual(['careExperience']);
    expect(await idsMatching(['careExperience'], [demoApplicationIds.active])).toEqual([
      demoApplicationIds.active,
    ]);
  });

  it('change with profile answers sent in an application save (PUT /candidate/{id})', async () => {
    const saved = await demoCandidate.request({
      method: 'PUT',
      url: `/api/v1/candidate/${demoApplicationIds.pending}`,
      query: { maxSteps: '5' },
      payload: { socialMobility: { refugeeOrAsylum: true, bursary: true } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await listRow(demoApplicationIds.active)).contextualFlags).toEqual(['bursary', 'refugee']);
  });
});
