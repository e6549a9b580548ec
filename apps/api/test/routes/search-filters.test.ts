import { searchFilterKeys } from '@shortlist/domain/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema/index.ts';
import type { FilterCase, FilterCaseContext } from '../support/search-filter-cases.ts';
import { filterCases, loadFilterCaseContext } from '../support/search-filter-cases.ts';
import type { WorldCandidate } from '../support/search-world.ts';
import { addSearchWorld, loadWorld } from '../support/search-world.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let manager: SignedIn;
let world: WorldCandidate[];
const context = {} as FilterCaseContext;
const cases = (): FilterCase[] => filterCases(context);

beforeAll(async () => {
  t = await startTestApp();
  await addSearchWorld(t);
  // Diversity, health, orientation and religion filters are open to manager admins only.
  manager = await signIn(t.app, 'hm.admin@hartwell.test');
  const [hartwell] = await t.db.select().from(organizations).where(eq(organizations.subdomain, 'hartwell'));
  world = await loadWorld(t, hartwell?.id ?? 0);
  Object.assign(context, await loadFilterCaseContext(t, hartwell?.id ?? 0));
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);
const day = 24 * 60 * 60;

async function searchIds(body: Record<string, unknown>) {
  const response = await manager.request({
    method: 'POST',
    url: '/api/v1/search/candidate/0',
    query: { resultsPerPage: '200' },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json();
  return {
    ids: (page.content as { id: number }[]).map((item) => item.id).sort((a, b) => a - b),
    total: page.totalElements,
  };
}

describe('POST /search/{kind}/{id} filters', () => {
  it('has a case below for every filter the search accepts', () => {
    const covered = new Set(cases().map(([name]) => name));
    expect(searchFilterKeys.filter((key) => !covered.has(key))).toEqual([]);
  });

  it.each(cases().map((entry) => [entry[0], entry] as const))(
    'filter %s returns exactly the candidates that satisfy it',
    async (_name, [, filters, matches]) => {
      const expected = world
        .filter(matches)
        .map((c) => c.id)
        .sort((a, b) => a - b);
      // A meaningful case keeps some candidates and drops others.
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(world.length);
      const { ids, total } = await searchIds({ filters: filters() });
      expect(ids).toEqual(expected);
      expect(total).toBe(expected.length);
    },
  );

  it('the opposite yes/no answers split the candidates between them', async () => {
    for (const key of ['workPermit', 'deadlinePassed', 'incompleteProfile']) {
      const yes = await searchIds({ filters: { [key]: true } });
      const no = await searchIds({ filters: { [key]: false } });
      expect(yes.total + no.total, key).toBe(world.length);
      expect(
        yes.ids.filter((id) => no.ids.includes(id)),
        key,
      ).toEqual([]);
    }
  });

  it('applies the top-level fields of the filter object', async () => {
    const roleId = world.find((c) => c.roleId !== null)?.roleId ?? 0;
    const ids = world.slice(0, 10).map((c) => c.id);
    const unselected = ids.slice(0, 3);
    const result = await searchIds({ roleId, stageId: 1, ids, unselectedIds: unselected });
    const expected = world
      .filter(
        (c) => c.roleId === roleId && c.stageId === 1 && ids.includes(c.id) && !unselected.includes(c.id),
      )
      .map((c) => c.id)
      .sort((a, b) => a - b);
    expect(result.ids).toEqual(expected);

    const bySubStage = world.find((c) => c.subStageId !== null);
    const sameSubStage = await searchIds({ substageId: bySubStage?.subStageId });
    expect(sameSubStage.ids).toEqual(
      world
        .filter((c) => c.subStageId === bySubStage?.subStageId)
        .map((c) => c.id)
        .sort((a, b) => a - b),
    );
  });

  it('keeps roles opening after roleStartDate and closing before roleEndDate', async () => {
    const start = now() - 20 * day;
    const result = await searchIds({ roleStartDate: start, roleEndDate: now() + 70 * day });
    const expected = world.filter(
      (c) =>
        !!c.role?.openDate &&
        !!c.role.deadline &&
        c.role.openDate.getTime() >= start * 1000 &&
        c.role.deadline.getTime() <= (now() + 70 * day) * 1000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(result.ids).toEqual(expected.map((c) => c.id).sort((a, b) => a - b));
  });
});
