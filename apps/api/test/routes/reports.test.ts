import { resolveReportDateRange } from '@shortlist/domain/constants';
import { resolveStageGroup } from '@shortlist/domain/stages';
import { and, count, eq, isNull } from 'drizzle-orm';
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

describe('GET /reports/{kind} over the search world', () => {
  it('counts every live application, each where it stands now, in every kind', async () => {
    const groups = groupCounts(world);
    for (const [kind, section] of [
      ['DIVERSITY', 'gender'],
      ['SCHOOL', 'schoolType'],
      ['UNIVERSITY', 'degreeClass'],
    ] as const) {
      const body = (await report(manager, kind)).json();
      expect(body).toMatchObject({ kind, type: 'SNAPSHOT', total: world.length, minimumGroupSize: 5 });
      const everyone = body.sections.find((entry: { key: string }) => entry.key === section).total;
      // In the row of everyone, a group of 1-4 reads 'suppressed'; any other figure is the world's count, or
      // 'withheld' so that a small group cannot be worked out from it.
      expect(everyone.cells.total).toBe(world.length);
      for (const [group, people] of Object.entries(groups)) {
        const cell = everyone.cells[group];
        if (people > 0 && people < 5) expect(cell, `${kind} ${group}`).toBe('suppressed');
        else expect([people, 'withheld'], `${kind} ${group}`).toContain(cell);
      }
    }
  });

  it('counts the people with a flag from the stored contextual flags', async () => {
    const body = (await report(manager, 'CONTEXTUAL')).json();
    const rows = body.sections[0].rows as { key: string; cells: Record<string, unknown> }[];
    const meals = world.filter((c) => valueAt(c.profile, ['socialMobility', 'freeSchoolMeals']) === true);
    expect(meals.length).toBeGreaterThan(5);
    expect(rows.find((row) => row.key === 'freeSchoolMeals')?.cells.candidates).toBe(meals.length);
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
    expect(last30.filters.from).toBeLessThan(last30.filters.to);
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
