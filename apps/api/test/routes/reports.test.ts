import { resolveReportDateRange } from '@shortlist/domain/constants';
import { resolveStageGroup, stageGroups } from '@shortlist/domain/stages';
import type { RecentGraduateProfile } from '@shortlist/domain/validation';
import { isRecentGraduate } from '@shortlist/domain/validation';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, referenceItems, stageHistory, subStages } from '../../src/db/schema/index.ts';
import { startSearchSuite } from '../support/search-suite.ts';
import type { WorldCandidate } from '../support/search-world.ts';
import { loadWorld, valueAt } from '../support/search-world.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

let t: TestApp;
let manager: SignedIn;
let northwindManager: SignedIn;
let admin: SignedIn;
let candidate: SignedIn;
let hartwellId: number;
let northwindId: number;
let world: WorldCandidate[];

beforeAll(async () => {
  ({ t, manager, northwindManager, admin, candidate, hartwellId, northwindId, world } =
    await startSearchSuite());
  // Some history to measure: the stage-1 applications move to screening, then half of them to interview.
  const [screening] = await t.db
    .select()
    .from(subStages)
    .where(
      and(eq(subStages.organizationId, hartwellId), eq(subStages.stageId, 2), eq(subStages.code, 'pending')),
    );
  const [interview] = await t.db
    .select()
    .from(subStages)
    .where(
      and(eq(subStages.organizationId, hartwellId), eq(subStages.stageId, 3), eq(subStages.code, 'pending')),
    );
  const toScreening = await manager.request({
    method: 'POST',
    url: `/api/v1/candidate/bulkstage/filter/2/${screening?.id}`,
    payload: { stageId: 1, filters: { statuses: ['ACTIVE'] } },
  });
  expect(toScreening.json().moved).toBeGreaterThan(2);
  await manager.request({
    method: 'POST',
    url: `/api/v1/candidate/bulkstage/filter/3/${interview?.id}`,
    payload: { stageId: 2, filters: { candidateType: ['LAW'] } },
  });
  // Read again: the moves above are part of what the reports measure.
  world = await loadWorld(t, hartwellId);
});
afterAll(() => t.close());

function report(who: SignedIn, kind: string, query: Record<string, string> = {}) {
  return who.request({ method: 'GET', url: `/api/v1/reports/${kind}`, query });
}

const groupOf = (c: WorldCandidate) => resolveStageGroup(c.stageId) ?? 'none';
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
const genderOf = (c: WorldCandidate) => text(valueAt(c.profile, ['diversity', 'gender']));
const ethnicityOf = (c: WorldCandidate) =>
  text(c.ethnicity ?? valueAt(c.profile, ['diversity', 'ethnicity']));
const interviewOrLater: readonly number[] = [...stageGroups.interview, ...stageGroups.offer];
const progressed = (c: WorldCandidate) =>
  interviewOrLater.includes(c.stageId) ||
  c.history.some((entry) => interviewOrLater.includes(entry.toStageId));

function tally<K>(list: readonly WorldCandidate[], key: (c: WorldCandidate) => K) {
  const counts = new Map<K, WorldCandidate[]>();
  for (const c of list) counts.set(key(c), [...(counts.get(key(c)) ?? []), c]);
  return counts;
}

function groupCounts(list: readonly WorldCandidate[]) {
  const counts = { applied: 0, screening: 0, interview: 0, offer: 0, none: 0 };
  for (const c of list) counts[groupOf(c)] += 1;
  return counts;
}

describe('GET /reports/DIVERSITY', () => {
  it('counts candidates per gender and ethnicity by stage group, as the tables say', async () => {
    const response = await report(manager, 'diversity');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      kind: 'DIVERSITY',
      type: 'SNAPSHOT',
      range: 'ALL_TIME',
      total: world.length,
    });
    const genders = tally(world, genderOf);
    expect(body.gender).toHaveLength(genders.size);
    for (const entry of body.gender) {
      const members = genders.get(entry.value === 'not-given' ? null : entry.value) ?? [];
      expect(entry.total, entry.value).toBe(members.length);
      expect(entry.stageGroups, entry.value).toEqual(groupCounts(members));
    }
    const [women] = await t.db
      .select({ total: count() })
      .from(candidates)
      .innerJoin(sql`candidate_profiles p`, sql`p.user_id = ${candidates.userId}`)
      .where(
        and(
          eq(candidates.organizationId, hartwellId),
          isNull(candidates.deletedAt),
          sql`lower(p.profile #>> '{diversity,gender}') = 'woman'`,
        ),
      );
    expect(body.gender.find((entry: { value: string }) => entry.value === 'woman')).toMatchObject({
      label: 'Woman',
      total: women?.total,
    });
    const ethnicities = tally(world, ethnicityOf);
    for (const entry of body.ethnicity) {
      expect(entry.total, entry.value).toBe(
        (ethnicities.get(entry.value === 'not-given' ? null : entry.value) ?? []).length,
      );
    }
    expect(body.ethnicity.find((entry: { value: string }) => entry.value === 'white-irish')?.label).toBe(
      'Irish',
    );
  });

  it('compares progression to interview between groups (ADVERSE)', async () => {
    const body = (await report(manager, 'DIVERSITY', { type: 'ADVERSE' })).json();
    const genders = tally(world, genderOf);
    const rates = new Map(
      [...genders].map(([gender, members]) => [gender, members.filter(progressed).length / members.length]),
    );
    const best = Math.max(...rates.values());
    for (const entry of body.gender) {
      const key = entry.value === 'not-given' ? null : entry.value;
      const members = genders.get(key) ?? [];
      expect(entry.progressed, entry.value).toBe(members.filter(progressed).length);
      expect(entry.rate).toBeCloseTo(rates.get(key) ?? 0, 3);
      expect(entry.impactRatio).toBeCloseTo((rates.get(key) ?? 0) / best, 3);
      expect(entry.adverse).toBe((rates.get(key) ?? 0) / best < 0.8);
    }
  });

  it('counts gender and ethnicity pairs (INTERSECTIONAL)', async () => {
    const body = (await report(manager, 'DIVERSITY', { type: 'INTERSECTIONAL' })).json();
    const pairs = tally(world, (c) => `${genderOf(c) ?? 'not-given'}|${ethnicityOf(c) ?? 'not-given'}`);
    expect(body.combinations).toHaveLength(pairs.size);
    for (const entry of body.combinations) {
      const members = pairs.get(`${entry.gender.value}|${entry.ethnicity.value}`) ?? [];
      expect(entry.total).toBe(members.length);
      expect(entry.stageGroups).toEqual(groupCounts(members));
    }
  });
});

describe('GET /reports/SCHOOL, UNIVERSITY and CONTEXTUAL', () => {
  it('counts candidates per school type', async () => {
    const body = (await report(manager, 'SCHOOL')).json();
    const typeOf = (c: WorldCandidate) =>
      text(valueAt(c.profile, ['socialMobility', 'schoolType'])) ??
      text(valueAt(c.profile, ['schools', 0, 'schoolType']));
    const types = tally(world, typeOf);
    expect(body.schoolTypes).toHaveLength(types.size);
    for (const entry of body.schoolTypes) {
      expect(entry.total, entry.value).toBe(
        (types.get(entry.value === 'not-given' ? null : entry.value) ?? []).length,
      );
    }
    expect(
      body.schoolTypes.find((entry: { value: string }) => entry.value === 'state-non-selective')?.label,
    ).toBe('State non-selective');
  });

  it('counts candidates per university and degree class', async () => {
    const body = (await report(manager, 'UNIVERSITY')).json();
    const universitiesOf = (c: WorldCandidate) => {
      const list = valueAt(c.profile, ['universities']);
      return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
    };
    const perUniversity = new Map<string, Set<number>>();
    const perClass = new Map<string, Set<number>>();
    for (const c of world) {
      for (const entry of universitiesOf(c)) {
        const university = text(entry.universityValue) ?? text(entry.universityName) ?? 'not-given';
        perUniversity.set(university, (perUniversity.get(university) ?? new Set()).add(c.id));
        const degreeClass = text(entry.degreeClass) ?? 'not-given';
        perClass.set(degreeClass, (perClass.get(degreeClass) ?? new Set()).add(c.id));
      }
    }
    expect(
      Object.fromEntries(
        body.universities.map((entry: { value: string; total: number }) => [entry.value, entry.total]),
      ),
    ).toEqual(Object.fromEntries([...perUniversity].map(([key, ids]) => [key, ids.size])));
    expect(
      Object.fromEntries(
        body.degreeClasses.map((entry: { value: string; total: number }) => [entry.value, entry.total]),
      ),
    ).toEqual(Object.fromEntries([...perClass].map(([key, ids]) => [key, ids.size])));
    expect(
      body.universities.find((entry: { value: string }) => entry.value === 'university-of-oxford')?.label,
    ).toBe('University of Oxford');
    expect(body.withoutUniversity).toBe(world.filter((c) => universitiesOf(c).length === 0).length);
  });

  it('shares recent graduates (the domain rule) and social-mobility flags', async () => {
    const body = (await report(manager, 'CONTEXTUAL')).json();
    const recent = world.filter(
      (c) => c.profile !== null && isRecentGraduate(c.profile as RecentGraduateProfile),
    );
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(world.length);
    const figures = Object.fromEntries(
      body.characteristics.map((entry: { key: string; count: number }) => [entry.key, entry.count]),
    );
    expect(figures.recentGraduate).toBe(recent.length);
    const flagged = (key: string) =>
      world.filter((c) => valueAt(c.profile, ['socialMobility', key]) === true).length;
    expect(figures.freeSchoolMeals).toBe(flagged('freeSchoolMeals'));
    expect(figures.firstGenerationUniversity).toBe(flagged('firstGenerationUniversity'));
    expect(
      body.characteristics.find((entry: { key: string }) => entry.key === 'recentGraduate').share,
    ).toBeCloseTo(recent.length / world.length, 3);

    const adverse = (await report(manager, 'CONTEXTUAL', { type: 'ADVERSE' })).json();
    const meals = adverse.characteristics.find((entry: { key: string }) => entry.key === 'freeSchoolMeals');
    const withMeals = world.filter((c) => valueAt(c.profile, ['socialMobility', 'freeSchoolMeals']) === true);
    expect(meals.with).toMatchObject({
      total: withMeals.length,
      progressed: withMeals.filter(progressed).length,
    });
    expect(meals.without.total).toBe(world.length - withMeals.length);
  });
});

describe('report filters', () => {
  async function referenceId(type: string, value: string) {
    const [row] = await t.db
      .select()
      .from(referenceItems)
      .where(
        and(
          eq(referenceItems.type, type),
          eq(referenceItems.value, value),
          eq(referenceItems.organizationId, hartwellId),
        ),
      );
    return String(row?.id);
  }

  it('keeps to a role level and a department', async () => {
    const level = (
      await report(manager, 'DIVERSITY', { roleLevel: await referenceId('ROLE_LEVEL', 'entry-level') })
    ).json();
    expect(level.total).toBe(world.filter((c) => c.role?.roleLevel === 'entry-level').length);
    const department = (
      await report(manager, 'SCHOOL', { department: await referenceId('DEPARTMENT', 'corporate') })
    ).json();
    expect(department.total).toBe(world.filter((c) => c.role?.department === 'corporate').length);
    expect(department.total).toBeGreaterThan(0);
    expect(department.total).toBeLessThan(world.length);
  });

  it('keeps to the date range of §9', async () => {
    const within = (
      range: Parameters<typeof resolveReportDateRange>[0],
      custom?: { from: Date; to: Date },
    ) => {
      const interval = resolveReportDateRange(range, new Date(), custom);
      return world.filter((c) => {
        const at = (c.appliedAt ?? c.createdAt).getTime();
        return !interval || (at >= interval.from.getTime() && at <= interval.to.getTime());
      }).length;
    };
    const last30 = (await report(manager, 'DIVERSITY', { range: 'last30' })).json();
    expect(last30.total).toBe(within('LAST_30_DAYS'));
    expect(last30.total).toBeLessThan(world.length);
    expect(last30.from).toBeLessThan(last30.to);
    const from = Math.floor(Date.now() / 1000) - 100 * 86_400;
    const to = Math.floor(Date.now() / 1000) - 40 * 86_400;
    const custom = (
      await report(manager, 'UNIVERSITY', { range: 'custom', from: String(from), to: String(to) })
    ).json();
    expect(custom.total).toBe(within('CUSTOM', { from: new Date(from * 1000), to: new Date(to * 1000) }));
    expect((await report(manager, 'CONTEXTUAL', { range: 'all' })).json().total).toBe(world.length);
  });

  it('answers 400 with field errors for bad filters, kinds and types', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['AGENCY', {}, 'kind'],
      ['SCHOOL', { type: 'INTERSECTIONAL' }, 'type'],
      ['DIVERSITY', { range: 'custom' }, 'from'],
      ['DIVERSITY', { range: 'yesterday' }, 'range'],
      ['DIVERSITY', { roleLevel: "1' or '1'='1" }, 'roleLevel'],
    ];
    for (const [kind, query, field] of cases) {
      const response = await report(manager, kind, query);
      expect(response.statusCode, `${kind} ${JSON.stringify(query)}`).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect((await report(manager, 'DIVERSITY')).statusCode).toBe(200);
  });
});

describe('report tenancy', () => {
  it('counts only the caller organisation, whatever subdomain says', async () => {
    const [northwindCount] = await t.db
      .select({ total: count() })
      .from(candidates)
      .where(and(eq(candidates.organizationId, northwindId), isNull(candidates.deletedAt)));
    const body = (await report(northwindManager, 'DIVERSITY', { subdomain: 'hartwell' })).json();
    expect(body.organizationId).toBe(northwindId);
    expect(body.total).toBe(northwindCount?.total);
    expect((await report(admin, 'DIVERSITY', { subdomain: 'hartwell' })).json().total).toBe(world.length);
    expect((await report(candidate, 'DIVERSITY')).statusCode).toBe(403);
  });
});

describe('GET /admin/report/{id} candidates section', () => {
  it('adds live candidates per status and per stage group', async () => {
    const response = await admin.request({ method: 'GET', url: `/api/v1/admin/report/${hartwellId}` });
    expect(response.statusCode).toBe(200);
    const section = response.json().sections.candidates;
    const statuses = tally(world, (c) => c.status);
    expect(section.total).toBe(world.length);
    for (const [status, members] of statuses) expect(section[`status.${status}`]).toBe(members.length);
    expect(section['status.NOT_VERIFIED']).toBe(0);
    for (const [group, total] of Object.entries(groupCounts(world)))
      expect(section[`stageGroup.${group}`]).toBe(total);
    const history = await t.db
      .select({ total: count() })
      .from(stageHistory)
      .where(eq(stageHistory.organizationId, hartwellId));
    expect(history[0]?.total).toBeGreaterThan(0);
  });
});
