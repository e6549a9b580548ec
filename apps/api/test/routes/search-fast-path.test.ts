import type { SearchFilters } from '@shortlist/domain/schemas';
import { pipelineOrder } from '@shortlist/domain/stages';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, candidates, organizations, users } from '../../src/db/schema/index.ts';
import type { SearchSortField } from '../../src/search/query.ts';
import { searchSortFields } from '../../src/search/query.ts';
import type { FilterCase, FilterCaseContext } from '../support/search-filter-cases.ts';
import { filterCases, loadFilterCaseContext } from '../support/search-filter-cases.ts';
import type { WorldCandidate } from '../support/search-world.ts';
import { addSearchWorld, loadWorld } from '../support/search-world.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 18: the search's fast path (the projection's typed columns, its indexes, the count apart from the
// page) answers what a straightforward reference answers: the filter cases' predicates over the candidates
// as loaded from their own tables, sorted and paged in plain TypeScript. Random writes to names, profiles
// and applications (deleting and restoring them too) come first, so the projection must have followed every
// one of them.

let t: TestApp;
let manager: SignedIn;
let hartwellId: number;
let cases: FilterCase[];
/** The applications as the tables hold them, reloaded after every run's writes (nothing else writes). */
let world: WorldCandidate[];
const context = {} as FilterCaseContext;

beforeAll(async () => {
  t = await startTestApp();
  await addSearchWorld(t);
  manager = await signIn(t.app, 'hm.admin@hartwell.test');
  const [hartwell] = await t.db.select().from(organizations).where(eq(organizations.subdomain, 'hartwell'));
  hartwellId = hartwell?.id ?? 0;
  Object.assign(context, await loadFilterCaseContext(t, hartwellId));
  cases = filterCases(context);
  world = await loadWorld(t, hartwellId);
});
afterAll(() => t.close());

type Write =
  | { kind: 'name'; at: number; firstName: string; lastName: string }
  | { kind: 'gender' | 'profileEthnicity'; at: number; answer: unknown }
  | { kind: 'applicationEthnicity'; at: number; answer: string | null }
  | { kind: 'university'; at: number; value: string | null; name: string | null }
  | { kind: 'delete' | 'restore'; at: number };

const names = fc.constantFrom(
  'Ada',
  'ben',
  'Okoye',
  "O'Neil",
  'van der Berg',
  'Smith-Jones',
  'ZARA',
  'al_100%',
);
// One choice each, as the profile schema takes them; a self-description is any text.
const genderAnswers = fc.constantFrom('woman', 'Man', 'Non-binary', 'Agender', null, 'prefer-not-to-say');
const ethnicityAnswers = fc.constantFrom(
  'black-african',
  'White and Asian',
  'WHITE-IRISH',
  'asian-indian',
  null,
);
const at = fc.nat({ max: 999 });

const writeArbitrary: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('name' as const), at, firstName: names, lastName: names }),
  fc.record({
    kind: fc.constant('gender' as const),
    at,
    answer: genderAnswers,
  }),
  fc.record({ kind: fc.constant('profileEthnicity' as const), at, answer: ethnicityAnswers }),
  fc.record({
    kind: fc.constant('applicationEthnicity' as const),
    at,
    answer: fc.constantFrom('black-caribbean', 'asian-indian', null),
  }),
  fc.record({
    kind: fc.constant('university' as const),
    at,
    value: fc.constantFrom('university-of-cambridge', 'university-of-leeds', null),
    name: fc.constantFrom('University of Oxford', 'Durham University', null),
  }),
  fc.record({ kind: fc.constantFrom('delete' as const, 'restore' as const), at }),
);

/** Writes as the product does, to the person's and the application's own tables; never to the projection. */
async function apply(write: Write): Promise<void> {
  const target = world[write.at % world.length];
  if (!target) return;
  const profileOf = () => ({ ...(target.profile ?? {}) }) as Record<string, unknown>;
  const saveProfile = async (profile: Record<string, unknown>) => {
    await t.db.update(candidateProfiles).set({ profile }).where(eq(candidateProfiles.userId, target.userId));
    // A later write of the same run builds on this profile, as a reload would have it.
    target.profile = profile;
  };
  switch (write.kind) {
    case 'name':
      await t.db
        .update(users)
        .set({ firstName: write.firstName, lastName: write.lastName })
        .where(eq(users.id, target.userId));
      return;
    case 'gender':
    case 'profileEthnicity': {
      const profile = profileOf();
      const key = write.kind === 'gender' ? 'gender' : 'ethnicity';
      profile.diversity = { ...((profile.diversity as object | undefined) ?? {}), [key]: write.answer };
      await saveProfile(profile);
      return;
    }
    case 'applicationEthnicity':
      await t.db.update(candidates).set({ ethnicity: write.answer }).where(eq(candidates.id, target.id));
      return;
    // A deleted application leaves every search; restored (the latest deleted), it is found again.
    case 'delete':
      await t.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, target.id));
      return;
    case 'restore': {
      const [latest] = await t.db
        .select({ id: candidates.id })
        .from(candidates)
        .where(and(eq(candidates.organizationId, hartwellId), isNotNull(candidates.deletedAt)))
        .orderBy(desc(candidates.deletedAt))
        .limit(1);
      if (latest) await t.db.update(candidates).set({ deletedAt: null }).where(eq(candidates.id, latest.id));
      return;
    }
    case 'university': {
      const profile = profileOf();
      profile.universities = [
        { universityValue: write.value, universityName: write.name, universityType: 'UNDERGRADUATE' },
      ];
      await saveProfile(profile);
    }
  }
}

interface Query {
  caseIndexes: number[];
  stage: number | null;
  term: { from: number; kind: 'first' | 'last' | 'full' | 'email' | 'id' | 'junk'; start: number } | null;
  sortBy: SearchSortField;
  orderBy: 'asc' | 'desc';
  size: number;
  page: number;
}

// The filters the projection answers, which the writes change: drawn as often as all the others together.
const projectedFilters = ['gender', 'ethnicity', 'universityGroups', 'contextualFlags'];

function queryArbitrary(): fc.Arbitrary<Query> {
  const projected = cases.flatMap(([name], index) => (projectedFilters.includes(name) ? [index] : []));
  return fc.record({
    caseIndexes: fc.uniqueArray(fc.oneof(fc.constantFrom(...projected), fc.nat({ max: cases.length - 1 })), {
      maxLength: 2,
    }),
    stage: fc.option(fc.constantFrom(1, 2, 3, 28, 29), { nil: null }),
    term: fc.option(
      fc.record({
        from: fc.nat({ max: 999 }),
        kind: fc.constantFrom('first', 'last', 'full', 'email', 'id', 'junk'),
        start: fc.nat({ max: 3 }),
      }),
      { nil: null },
    ),
    sortBy: fc.constantFrom(...searchSortFields),
    orderBy: fc.constantFrom('asc', 'desc'),
    size: fc.integer({ min: 1, max: 40 }),
    // Mostly the first page, which a narrow filter still fills.
    page: fc.oneof(fc.constant(0), fc.nat({ max: 3 })),
  });
}

/** A term a recruiter might type, taken from one candidate (a part of a name or email, an id), or nothing real. */
function termOf(query: NonNullable<Query['term']>, world: WorldCandidate[]): string {
  const c = world[query.from % world.length];
  if (!c || query.kind === 'junk') return 'qqzx';
  const text = {
    first: c.firstName,
    last: c.lastName,
    full: `${c.firstName} ${c.lastName}`,
    email: c.email,
    id: String(c.id),
  }[query.kind];
  if (query.kind === 'id') return text;
  const from = Math.min(query.start, Math.max(0, text.length - 3));
  return text.slice(from, from + 6).toUpperCase();
}

/** The term rule of criteria.ts, read plainly: a name, the full name or the email contains it, or an id is it. */
function matchesTerm(c: WorldCandidate, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  const byName = [c.firstName, c.lastName, `${c.firstName} ${c.lastName}`, c.email].some((text) =>
    text.toLowerCase().includes(wanted),
  );
  return byName || (/^\d{1,10}$/.test(wanted) && (c.id === Number(wanted) || c.userId === Number(wanted)));
}

/** The sort of query.ts, read plainly: empty values last either way, then the id in the same direction. */
function compare(sortBy: SearchSortField, orderBy: 'asc' | 'desc') {
  const value = (c: WorldCandidate): number | string | null => {
    const position = (pipelineOrder as readonly number[]).indexOf(c.stageId);
    return {
      lastChangeAt: c.lastChangeAt.getTime(),
      appliedAt: c.appliedAt?.getTime() ?? null,
      lastName: c.lastName.toLowerCase(),
      firstName: c.firstName.toLowerCase(),
      candidateScore: c.candidateScore,
      stage: position < 0 ? null : position + 1,
    }[sortBy];
  };
  const direction = orderBy === 'asc' ? 1 : -1;
  return (a: WorldCandidate, b: WorldCandidate): number => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) return (x < y ? -1 : 1) * direction;
    return (a.id - b.id) * direction;
  };
}

describe('the search fast path', () => {
  it('answers as the reference does, after random writes, for random filters, terms, sorts and pages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(writeArbitrary, { minLength: 1, maxLength: 3 }),
        queryArbitrary(),
        async (writes, query) => {
          for (const write of writes) await apply(write);
          world = await loadWorld(t, hartwellId);
          const chosen = query.caseIndexes
            .map((index) => cases[index])
            .filter((entry) => entry !== undefined)
            .map(([, filter, matches]) => ({ filter: filter(), matches }));
          // Two cases of one filter (a district and an area radius) would overwrite each other: keep the last.
          const kept = chosen.filter(
            ({ filter }, index) =>
              !chosen
                .slice(index + 1)
                .some((later) => Object.keys(later.filter).some((key) => key in filter)),
          );
          const filters: SearchFilters = Object.assign({}, ...kept.map(({ filter }) => filter));
          const term = query.term ? termOf(query.term, world) : null;

          const expected = world
            .filter((c) => kept.every(({ matches }) => matches(c)))
            .filter((c) => query.stage === null || c.stageId === query.stage)
            .filter((c) => term === null || matchesTerm(c, term))
            .sort(compare(query.sortBy, query.orderBy));
          const response = await manager.request({
            method: 'POST',
            url: '/api/v1/search/candidate/0',
            query: {
              page: String(query.page),
              resultsPerPage: String(query.size),
              sortBy: query.sortBy,
              orderBy: query.orderBy,
            },
            payload: { stageId: query.stage, searchTerm: term, filters },
          });
          expect(response.statusCode, response.body).toBe(200);
          const page = response.json();
          expect(page.totalElements).toBe(expected.length);
          expect((page.content as { id: number }[]).map((item) => item.id)).toEqual(
            expected.slice(query.page * query.size, (query.page + 1) * query.size).map((c) => c.id),
          );
        },
      ),
      // The runs are the work (about 5 s quiet), well inside the suites' hang timeout at any machine speed.
      { numRuns: 100 },
    );
  });

  it('finds an application by its name and date added again once it is restored', async () => {
    const [target] = await loadWorld(t, hartwellId);
    if (!target) throw new Error('the search world is empty');
    const search = async () =>
      (
        await manager.request({
          method: 'POST',
          url: '/api/v1/search/candidate/0',
          payload: {
            searchTerm: target.email,
            filters: { dateAdded: { from: 0, to: Math.ceil(Date.now() / 1000) + 60 } },
          },
        })
      )
        .json()
        .content.map((item: { id: number }) => item.id);
    expect(await search()).toEqual([target.id]);
    await t.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, target.id));
    expect(await search()).toEqual([]);
    await t.db.update(candidates).set({ deletedAt: null }).where(eq(candidates.id, target.id));
    expect(await search()).toEqual([target.id]);
  });
});
