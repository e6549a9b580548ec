import { candidateCodeStages } from '@shortlist/domain/enums';
import { resolveSearchSegment } from '@shortlist/domain/schemas';
import { emptyPipelineCounts, resolvePipelineBucket, resolveStageGroup } from '@shortlist/domain/stages';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateCodes,
  candidates,
  referenceItems,
  roles,
  subStages,
  users,
} from '../../src/db/schema/index.ts';
import { startSearchSuite } from '../support/search-suite.ts';
import type { WorldCandidate } from '../support/search-world.ts';
import { answerIsAnyOf, valueAt } from '../support/search-world.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

let t: TestApp;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let admin: SignedIn;
let candidate: SignedIn;
let hartwellId: number;
let northwindId: number;
let world: WorldCandidate[];

beforeAll(async () => {
  ({ t, manager, managerAdmin, northwindManager, admin, candidate, hartwellId, northwindId, world } =
    await startSearchSuite());
});
afterAll(() => t.close());

function search(
  who: SignedIn,
  body: unknown,
  query: Record<string, string> = {},
  path = '/api/v1/search/candidate/0',
) {
  return who.request({ method: 'POST', url: path, query, payload: body as Record<string, unknown> });
}

async function genderId(value: string): Promise<number> {
  const [row] = await t.db
    .select()
    .from(referenceItems)
    .where(
      and(
        eq(referenceItems.type, 'GENDER'),
        eq(referenceItems.value, value),
        isNull(referenceItems.organizationId),
      ),
    );
  return row?.id ?? 0;
}

/** The state of the candidate's newest code at its current stage, as the search should answer it. */
async function newestCode(candidate: WorldCandidate) {
  const [code] = await t.db
    .select()
    .from(candidateCodes)
    .where(and(eq(candidateCodes.candidateId, candidate.id), eq(candidateCodes.stageId, candidate.stageId)))
    .orderBy(desc(candidateCodes.updatedAt), desc(candidateCodes.id))
    .limit(1);
  return code;
}

async function newestCodeState(candidate: WorldCandidate): Promise<string | null> {
  const code = await newestCode(candidate);
  return code ? code.codeStage.toUpperCase() : null;
}

const byLowerLastName = (a: WorldCandidate, b: WorldCandidate) => {
  const left = a.lastName.toLowerCase();
  const right = b.lastName.toLowerCase();
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
};

describe('POST /search/{kind}/{id}', () => {
  it('combines several filters and every returned row satisfies all of them', async () => {
    const genders = [await genderId('man'), await genderId('prefer-not-to-say')];
    const body = {
      stageId: 1,
      filters: { statuses: ['ACTIVE'], gender: genders, sources: ['linkedin', 'Law fair'] },
    };
    // The gender filter is open to manager admins only.
    const response = await search(managerAdmin, body, {
      resultsPerPage: '200',
      sortBy: 'lastName',
      orderBy: 'asc',
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    const expected = world
      .filter(
        (c) =>
          c.stageId === 1 &&
          c.status === 'ACTIVE' &&
          answerIsAnyOf(valueAt(c.profile, ['diversity', 'gender']), [
            'man',
            'prefer-not-to-say',
            'prefer not to say',
          ]) &&
          ['linkedin', 'law fair'].includes(String(c.source).toLowerCase()),
      )
      .sort(byLowerLastName);
    expect(expected.length).toBeGreaterThan(1);
    expect(page.totalElements).toBe(expected.length);
    expect(page.content.map((item: { id: number }) => item.id)).toEqual(expected.map((c) => c.id));
    for (const item of page.content) {
      expect(item.stageId).toBe(1);
      expect(item.status).toBe('ACTIVE');
    }
  });

  it('answers items with the application, person, role, sub-stage and assignee', async () => {
    const assigned = world.find(
      (c) => c.assigneeUserId !== null && c.roleId !== null && c.appliedAt !== null,
    );
    if (!assigned) throw new Error('no assigned candidate');
    const response = await search(manager, { ids: [assigned.id] });
    const [item] = response.json().content;
    const [assignee] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, assigned.assigneeUserId ?? 0));
    const [role] = await t.db
      .select()
      .from(roles)
      .where(eq(roles.id, assigned.roleId ?? 0));
    const [subStage] = await t.db
      .select()
      .from(subStages)
      .where(eq(subStages.id, assigned.subStageId ?? 0));
    expect(item).toEqual({
      id: assigned.id,
      firstName: assigned.firstName,
      lastName: assigned.lastName,
      email: assigned.email,
      blind: false,
      contextualFlags: expect.any(Array),
      roleId: assigned.roleId,
      roleName: role?.name,
      stageId: assigned.stageId,
      subStage: { id: subStage?.id, code: subStage?.code },
      stageState: await newestCodeState(assigned),
      resultState: (await newestCode(assigned))?.resultStage?.toUpperCase() ?? null,
      status: assigned.status,
      appliedAt: Math.floor((assigned.appliedAt?.getTime() ?? 0) / 1000),
      lastChangeAt: Math.floor(assigned.lastChangeAt.getTime() / 1000),
      candidateScore: assigned.candidateScore,
      assignee: { id: assignee?.id, firstName: assignee?.firstName, lastName: assignee?.lastName },
    });
    expect(response.body).not.toMatch(/password|hash/i);
  });

  it('answers the state of the newest code at the current stage as stageState, null without one', async () => {
    const withCodes = new Set(
      (await t.db.select({ id: candidateCodes.candidateId }).from(candidateCodes)).map((row) => row.id),
    );
    const [coded, uncoded] = world.filter((c) => c.stageId !== 3 && !withCodes.has(c.id));
    if (!coded || !uncoded) throw new Error('too few candidates without codes');
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 60 * 60 * 1000);
    const code = (candidateId: number, stageId: number, codeStage: string, hoursAgo: number) => ({
      organizationId: hartwellId,
      candidateId,
      type: 'ASSESSMENT',
      stageId,
      codeStage: codeStage as (typeof candidateCodeStages)[number],
      updatedAt: at(hoursAgo),
    });
    const inserted = await t.db
      .insert(candidateCodes)
      .values([
        code(coded.id, coded.stageId, 'COMPLETED', 48),
        // Stored in lower case by an older writer; the list answers the upper-case state.
        code(coded.id, coded.stageId, 'invited', 2),
        // Newer, but at another stage than the candidate's current one.
        code(coded.id, 3, 'SCHEDULED', 1),
        code(uncoded.id, 3, 'COMPLETED', 1),
      ])
      .returning({ id: candidateCodes.id });
    try {
      const response = await search(manager, { ids: [coded.id, uncoded.id] });
      expect(response.statusCode).toBe(200);
      const states = Object.fromEntries(
        response
          .json()
          .content.map((item: { id: number; stageState: unknown }) => [item.id, item.stageState]),
      );
      expect(states).toEqual({ [coded.id]: 'INVITED', [uncoded.id]: null });
    } finally {
      await t.db.delete(candidateCodes).where(
        inArray(
          candidateCodes.id,
          inserted.map((row) => row.id),
        ),
      );
    }
  });

  it('answers alike on each segment of the §6 rule', async () => {
    const kinds = [
      resolveSearchSegment({ variantUsesV: true, flag: false }),
      resolveSearchSegment({ variantUsesV: false, flag: true }),
      resolveSearchSegment({ variantUsesV: false, flag: false }),
    ];
    expect(kinds).toEqual(['candidatev', 'candidate', 'fastCandidate']);
    const bodies = await Promise.all(
      kinds.map(async (kind) =>
        (await search(manager, { stageId: 1 }, {}, `/api/v1/search/${kind}/0`)).json(),
      ),
    );
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('sorts by lastChangeAt descending with 20 a page by default', async () => {
    const page = (await search(manager, {})).json();
    const expected = [...world]
      .sort((a, b) => b.lastChangeAt.getTime() - a.lastChangeAt.getTime() || b.id - a.id)
      .slice(0, 20);
    expect(page.size).toBe(20);
    expect(page.number).toBe(0);
    expect(page.totalElements).toBe(world.length);
    expect(page.content.map((item: { id: number }) => item.id)).toEqual(expected.map((c) => c.id));
  });

  it('pages stably: page 0 and page 1 are disjoint and together are the first 40 in order', async () => {
    const query = { sortBy: 'lastName', orderBy: 'asc' };
    const ids = async (extra: Record<string, string>) =>
      ((await search(manager, {}, { ...query, ...extra })).json().content as { id: number }[]).map(
        (item) => item.id,
      );
    const first = await ids({ page: '0', resultsPerPage: '20' });
    const second = await ids({ page: '1', resultsPerPage: '20' });
    const forty = await ids({ page: '0', resultsPerPage: '40' });
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    expect([...first, ...second]).toEqual(forty);
    expect(forty).toEqual(
      [...world]
        .sort(byLowerLastName)
        .slice(0, 40)
        .map((c) => c.id),
    );
  });

  it.each([
    ['appliedAt', (c: WorldCandidate) => c.appliedAt?.getTime() ?? null],
    ['candidateScore', (c: WorldCandidate) => c.candidateScore],
    ['firstName', (c: WorldCandidate) => c.firstName.toLowerCase()],
  ] as const)('sorts by %s with empty values last and the id breaking ties', async (sortBy, sortValue) => {
    const response = await search(manager, {}, { sortBy, orderBy: 'desc', resultsPerPage: '200' });
    const expected = [...world].sort((a, b) => {
      const [left, right] = [sortValue(a), sortValue(b)];
      if (left === right) return b.id - a.id;
      if (left === null) return 1;
      if (right === null) return -1;
      return left < right ? 1 : -1;
    });
    expect(response.json().content.map((item: { id: number }) => item.id)).toEqual(expected.map((c) => c.id));
  });

  it('sorts by stage in pipeline order', async () => {
    const response = await search(manager, {}, { sortBy: 'stage', orderBy: 'asc', resultsPerPage: '200' });
    const stagesInOrder = response.json().content.map((item: { stageId: number }) => item.stageId);
    expect(stagesInOrder.indexOf(28)).toBeGreaterThan(stagesInOrder.lastIndexOf(1));
    expect(stagesInOrder.at(-1)).toBe(16);
  });

  it('answers an empty last page past the end with the right total', async () => {
    const page = (await search(manager, {}, { page: '50' })).json();
    expect(page.content).toEqual([]);
    expect(page.totalElements).toBe(world.length);
    expect(page.hasNext).toBe(false);
  });

  it('searches one role for {id} and refuses another organisation role with 404', async () => {
    const roleId = world.find((c) => c.roleId !== null)?.roleId ?? 0;
    const page = (
      await search(manager, {}, { resultsPerPage: '200' }, `/api/v1/search/candidate/${roleId}`)
    ).json();
    expect(page.totalElements).toBe(world.filter((c) => c.roleId === roleId).length);
    const [foreignRole] = await t.db.select().from(roles).where(eq(roles.organizationId, northwindId));
    const foreign = await search(manager, {}, {}, `/api/v1/search/candidate/${foreignRole?.id}`);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('search tenancy', () => {
  it('never shows hartwell candidates to a northwind manager, whatever subdomain says', async () => {
    const hartwellIds = new Set(world.map((c) => c.id));
    const response = await search(
      northwindManager,
      { subdomain: 'hartwell', ids: world.slice(0, 20).map((c) => c.id) },
      { subdomain: 'hartwell', resultsPerPage: '200' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().totalElements).toBe(0);
    const all = (await search(northwindManager, {}, { subdomain: 'hartwell', resultsPerPage: '200' })).json();
    const [northwindCount] = await t.db
      .select({ total: count() })
      .from(candidates)
      .where(eq(candidates.organizationId, northwindId));
    expect(all.totalElements).toBe(northwindCount?.total);
    expect(all.content.some((item: { id: number }) => hartwellIds.has(item.id))).toBe(false);
  });

  it('lets ADMIN search the organisation named by subdomain', async () => {
    const page = (await search(admin, {}, { subdomain: 'hartwell' })).json();
    expect(page.totalElements).toBe(world.length);
    const missing = await search(admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'subdomain', message: expect.any(String) }]);
    expect((await search(admin, {}, { subdomain: 'nowhere' })).statusCode).toBe(404);
  });

  it('refuses candidates', async () => {
    expect((await search(candidate, {})).statusCode).toBe(403);
    expect((await candidate.request({ method: 'GET', url: '/api/v1/search/counts/0' })).statusCode).toBe(403);
  });
});

describe('search bad input', () => {
  it.each([
    ['an unknown filter', { filters: { genders: [1] } }, 'filters.genders', 'This field is not allowed.'],
    [
      'an unknown status',
      { filters: { statuses: ['HIRED'] } },
      'filters.statuses.0',
      expect.stringContaining('Choose one of'),
    ],
    [
      'a bad postcode',
      { filters: { location: { postcode: 'NOT A CODE', miles: 5 } } },
      'filters.location.postcode',
      'Invalid post code',
    ],
    ['a stage that does not exist', { stageId: 12 }, 'stageId', 'Choose a known stage.'],
    ['a text as ids', { ids: ['1 or 1=1'] }, 'ids.0', expect.any(String)],
  ])('answers 400 with field errors for %s', async (_name, body, field, message) => {
    const response = await search(manager, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it('refuses a sort field outside the list and an unknown segment', async () => {
    const sort = await search(manager, {}, { sortBy: 'passwordHash' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors).toEqual([{ field: 'sortBy', message: 'Choose a field to sort by.' }]);
    expect((await search(manager, {}, {}, '/api/v1/search/everything/0')).statusCode).toBe(400);
    expect((await search(manager, {}, {}, '/api/v1/search/candidate/-1')).statusCode).toBe(400);
    // The server keeps serving.
    expect((await search(manager, {})).statusCode).toBe(200);
  });

  it('treats an injection-looking search term as plain text', async () => {
    const [before] = await t.db.select({ total: count() }).from(candidates);
    for (const searchTerm of ["' or 1=1 --", "x'); drop table candidates; --", '%', '_']) {
      const page = (await search(manager, { searchTerm })).json();
      expect(page.totalElements, searchTerm).toBe(0);
      const term = await manager.request({
        method: 'GET',
        url: '/api/v1/search/profiles',
        query: { searchTerm },
      });
      expect(term.json().totalElements, searchTerm).toBe(0);
    }
    const [after] = await t.db.select({ total: count() }).from(candidates);
    expect(after?.total).toBe(before?.total);
  });
});

describe('GET /search/profiles and /search/candidates/{roleId}', () => {
  const termSearch = (url: string, query: Record<string, string>) =>
    manager.request({ method: 'GET', url, query: { resultsPerPage: '200', ...query } });

  it('finds candidates by any part of a name or email, in any case', async () => {
    const bakers = world.filter((c) => c.lastName === 'Baker');
    const byName = (await termSearch('/api/v1/search/profiles', { searchTerm: 'bAkEr' })).json();
    expect(byName.totalElements).toBe(bakers.length);
    const target = world[5];
    const byEmail = (
      await termSearch('/api/v1/search/profiles', { searchTerm: target?.email.toUpperCase() ?? '' })
    ).json();
    expect(byEmail.content.map((item: { id: number }) => item.id)).toEqual([target?.id]);
    const fullName = `${target?.firstName} ${target?.lastName}`;
    const byFullName = (await termSearch('/api/v1/search/profiles', { searchTerm: fullName })).json();
    expect(byFullName.content.map((item: { id: number }) => item.id)).toContain(target?.id);
  });

  it('finds a candidate by its id and keeps to the role and stage asked for', async () => {
    const target = world.find((c) => c.roleId !== null);
    const byId = (await termSearch('/api/v1/search/profiles', { searchTerm: String(target?.id) })).json();
    expect(byId.content.map((item: { id: number }) => item.id)).toContain(target?.id);
    const inRole = (
      await termSearch(`/api/v1/search/candidates/${target?.roleId}`, { searchTerm: 'a' })
    ).json();
    expect(inRole.content.every((item: { roleId: number }) => item.roleId === target?.roleId)).toBe(true);
    expect(inRole.totalElements).toBeGreaterThan(0);
    const atStage = (await termSearch('/api/v1/search/profiles', { searchTerm: 'a', stageId: '16' })).json();
    expect(atStage.content.every((item: { stageId: number }) => item.stageId === 16)).toBe(true);
  });

  it('needs a term and keeps to the organisation', async () => {
    expect((await termSearch('/api/v1/search/profiles', {})).statusCode).toBe(400);
    const other = await northwindManager.request({
      method: 'GET',
      url: '/api/v1/search/profiles',
      query: { searchTerm: world[0]?.email ?? '', subdomain: 'hartwell' },
    });
    expect(other.json().totalElements).toBe(0);
    const role = world.find((c) => c.roleId !== null)?.roleId;
    const foreignRole = await northwindManager.request({
      method: 'GET',
      url: `/api/v1/search/candidates/${role}`,
      query: { searchTerm: 'a' },
    });
    expect(foreignRole.statusCode).toBe(404);
  });
});

describe('GET /search/counts/{roleId}', () => {
  async function expectedCounts(roleId: number | null) {
    const rows = await t.db
      .select({ candidate: candidates, subStageCode: subStages.code })
      .from(candidates)
      .leftJoin(subStages, eq(subStages.id, candidates.subStageId))
      .where(and(eq(candidates.organizationId, hartwellId), isNull(candidates.deletedAt)));
    const codes = await t.db
      .select()
      .from(candidateCodes)
      .where(eq(candidateCodes.organizationId, hartwellId));
    const counts = emptyPipelineCounts();
    for (const { candidate: row, subStageCode } of rows) {
      if (roleId !== null && row.roleId !== roleId) continue;
      const group = resolveStageGroup(row.stageId);
      if (!group) continue;
      const code = codes
        .filter((entry) => entry.candidateId === row.id && entry.stageId === row.stageId)
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id)[0]?.codeStage;
      const fallback = subStageCode?.toUpperCase();
      const known = (candidateCodeStages as readonly string[]).includes(fallback ?? '')
        ? fallback
        : undefined;
      counts[group][resolvePipelineBucket((code ?? known ?? null) as never)] += 1;
    }
    return counts;
  }

  it('counts every stage group by bucket as a direct count does', async () => {
    const response = await manager.request({ method: 'GET', url: '/api/v1/search/counts/0' });
    expect(response.statusCode).toBe(200);
    const counts = response.json();
    expect(counts).toEqual(await expectedCounts(null));
    expect(counts.interview.invited).toBeGreaterThan(0);
    expect(counts.applied.completed).toBeGreaterThan(0);
  });

  it('counts one role, and refuses another organisation role', async () => {
    const roleId = world.find((c) => c.roleId !== null)?.roleId ?? 0;
    const response = await manager.request({ method: 'GET', url: `/api/v1/search/counts/${roleId}` });
    expect(response.json()).toEqual(await expectedCounts(roleId));
    const foreign = await northwindManager.request({ method: 'GET', url: `/api/v1/search/counts/${roleId}` });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /search/stagecounts/{roleId}', () => {
  async function expectedStageCounts(roleId: number | null) {
    const rows = await t.db
      .select({ stageId: candidates.stageId, subStageId: candidates.subStageId, roleId: candidates.roleId })
      .from(candidates)
      .where(and(eq(candidates.organizationId, hartwellId), isNull(candidates.deletedAt)));
    const totals = new Map<string, { stageId: number; subStageId: number | null; total: number }>();
    for (const row of rows.filter((entry) => roleId === null || entry.roleId === roleId)) {
      const key = `${row.stageId}:${row.subStageId}`;
      const entry = totals.get(key) ?? { stageId: row.stageId, subStageId: row.subStageId, total: 0 };
      entry.total += 1;
      totals.set(key, entry);
    }
    return [...totals.values()].sort(
      (a, b) => a.stageId - b.stageId || (a.subStageId ?? 0) - (b.subStageId ?? 0),
    );
  }

  it('counts the organisation’s candidates by stage and sub-stage as a direct count does', async () => {
    const response = await manager.request({ method: 'GET', url: '/api/v1/search/stagecounts/0' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await expectedStageCounts(null));
  });

  it('counts one role, and answers 404 for it to another organisation', async () => {
    const roleId = world.find((c) => c.roleId !== null)?.roleId ?? 0;
    const response = await manager.request({ method: 'GET', url: `/api/v1/search/stagecounts/${roleId}` });
    expect(response.json()).toEqual(await expectedStageCounts(roleId));
    const foreign = await northwindManager.request({
      method: 'GET',
      url: `/api/v1/search/stagecounts/${roleId}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await candidate.request({ method: 'GET', url: '/api/v1/search/stagecounts/0' })).statusCode).toBe(
      403,
    );
  });
});
