import type { ContextualProfile } from '@shortlist/domain/contextual';
import { contextualFlagsOn } from '@shortlist/domain/contextual';
import type { SearchFilterKey } from '@shortlist/domain/schemas';
import { asc, eq } from 'drizzle-orm';
import { candidateGroups, scheduleSlots, users } from '../../src/db/schema/index.ts';
import type { SchoolPerformanceTable } from '../../src/review/school-performance.ts';
import { loadSchoolPerformance, lookupIn } from '../../src/review/school-performance.ts';
import type { ReferenceItem, WorldCandidate } from './search-world.ts';
import { answerIsAnyOf, inRange, loadReferenceItems, numberOf, valueAt } from './search-world.ts';
import type { TestApp } from './test-app.ts';

// One case per search filter over the search world: the filter as a caller sends it, and the reference
// predicate a candidate must satisfy to match it. The filter tests check each case alone; the property
// test of the search's fast path combines them at random.

// Filters are built lazily: reference ids exist only once the test database is up.
export type FilterCase = [
  name: SearchFilterKey | string,
  filters: () => Record<string, unknown>,
  matches: (c: WorldCandidate) => boolean,
];

export interface FilterCaseContext {
  items: ReferenceItem[];
  hartwellId: number;
  managerId: number;
  firstSlotAt: number;
  groupId: number;
  schoolPerformance: SchoolPerformanceTable;
}

/** What the cases refer to: reference items, hm@hartwell.test, the first interview slot, group 'Shortlist A'. */
export async function loadFilterCaseContext(t: TestApp, hartwellId: number): Promise<FilterCaseContext> {
  const [me] = await t.db.select().from(users).where(eq(users.email, 'hm@hartwell.test'));
  const [slot] = await t.db
    .select()
    .from(scheduleSlots)
    .where(eq(scheduleSlots.organizationId, hartwellId))
    .orderBy(asc(scheduleSlots.startAt));
  const [group] = await t.db.select().from(candidateGroups).where(eq(candidateGroups.name, 'Shortlist A'));
  return {
    items: await loadReferenceItems(t),
    hartwellId,
    managerId: me?.id ?? 0,
    firstSlotAt: Math.floor((slot?.startAt.getTime() ?? 0) / 1000),
    groupId: group?.id ?? 0,
    schoolPerformance: await loadSchoolPerformance(t.db),
  };
}

/**
 * The cases. The context may be filled in later (a test names its cases before its database is up): it is
 * read only when a case's filter or predicate runs.
 */
export function filterCases(context: FilterCaseContext): FilterCase[] {
  function ref(type: string, value: string): ReferenceItem {
    const item = context.items.find(
      (entry) =>
        entry.type === type &&
        entry.value === value &&
        (entry.organizationId === null || entry.organizationId === context.hartwellId),
    );
    if (!item) throw new Error(`no ${type} ${value}`);
    return item;
  }

  /** The lower-cased names a picked reference item matches by: value, label and abbreviation. */
  function namesOf(...picked: ReferenceItem[]): string[] {
    return picked.flatMap((item) =>
      [item.value, item.label, item.attributes.abbreviation]
        .filter((name): name is string => typeof name === 'string')
        .map((name) => name.toLowerCase()),
    );
  }

  const now = () => Math.floor(Date.now() / 1000);
  const day = 24 * 60 * 60;
  const profile = (c: WorldCandidate, ...path: (string | number)[]) => valueAt(c.profile, path);
  // The contextual flags the domain's rules give the candidate's profile (issue 13).
  const flagsOn = (c: WorldCandidate): string[] =>
    contextualFlagsOn((c.profile ?? {}) as ContextualProfile, lookupIn(context.schoolPerformance));
  const universitiesOf = (c: WorldCandidate) => {
    const list = profile(c, 'universities');
    return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
  };
  const anyUniversity = (c: WorldCandidate, test: (entry: Record<string, unknown>) => boolean) =>
    universitiesOf(c).some(test);
  const yearOf = (value: unknown) => {
    const year = numberOf(value);
    return year !== null && Number.isInteger(year) ? year : null;
  };
  const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : null);
  const postcodeOf = (c: WorldCandidate) =>
    String(profile(c, 'postcode') ?? '')
      .replace(/\s+/g, '')
      .toUpperCase();

  function qualificationsOf(c: WorldCandidate): Record<string, unknown>[] {
    const schools = profile(c, 'schools');
    if (!Array.isArray(schools)) return [];
    return schools.flatMap((school) => {
      const list = (school as Record<string, unknown>).qualifications;
      return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
    });
  }

  /** Key-stage qualification types (ids and labels) and the grades at or above a grade in their systems. */
  function gradeRule(keyStage: 'KS4' | 'KS5', grade: string) {
    const types = context.items.filter(
      (item) => item.type === 'QUALIFICATION_TYPE' && item.attributes.schoolFormType === keyStage,
    );
    const typeNames = new Set(types.flatMap((item) => [item.value.toLowerCase(), item.label.toLowerCase()]));
    const good = new Set<string>();
    for (const system of context.items.filter((item) => item.type === 'GRADE_SYSTEM')) {
      if (!typeNames.has(String(system.attributes.qualificationType).toLowerCase())) continue;
      const grades = String(system.attributes.grades).split(',');
      const position = grades.indexOf(grade);
      if (position >= 0) for (const better of grades.slice(0, position + 1)) good.add(better);
    }
    return (c: WorldCandidate) =>
      qualificationsOf(c).filter(
        (entry) =>
          typeNames.has(String(entry.qualificationType).toLowerCase()) &&
          good.has(String(entry.grade).toUpperCase()),
      ).length;
  }

  function cases(): FilterCase[] {
    const woman = () => ref('GENDER', 'woman');
    const preferNot = () => ref('GENDER', 'prefer-not-to-say');
    const graduateVisa = () => ref('PERMIT_TYPE', 'graduate-visa');
    const ks4 = (c: WorldCandidate) => gradeRule('KS4', '7')(c);
    const ks5 = (c: WorldCandidate) => gradeRule('KS5', 'A')(c);
    const uniRange = (key: string, range: { min?: number; max?: number }): FilterCase => [
      key,
      () => ({ [key]: range }),
      (c) => anyUniversity(c, (entry) => inRange(numberOf(entry[key]), range)),
    ];
    return [
      [
        'locations',
        () => ({ locations: [ref('ORGANIZATION_LOCATION', 'london').id] }),
        (c) => c.role?.location === 'london',
      ],
      [
        'location',
        () => ({ location: { postcode: 'ec2a 1aa', miles: 5 } }),
        (c) => postcodeOf(c).slice(0, -3) === 'EC2A',
      ],
      [
        'location (area radius)',
        () => ({ location: { postcode: 'EC3M 1AA', miles: 25 } }),
        (c) => /^EC\d/.test(postcodeOf(c)),
      ],
      ['groups', () => ({ groups: [context.groupId] }), (c) => c.groups.includes(context.groupId)],
      ['statuses', () => ({ statuses: ['PENDING'] }), (c) => c.status === 'PENDING'],
      ['steps', () => ({ steps: [0, 3] }), (c) => [0, 3].includes(c.step)],
      [
        'gender',
        () => ({ gender: [woman().id, preferNot().id] }),
        (c) => answerIsAnyOf(profile(c, 'diversity', 'gender'), namesOf(woman(), preferNot())),
      ],
      [
        'ethnicity',
        () => ({ ethnicity: [ref('ETHNICITY', 'black-african').id, ref('ETHNICITY', 'white-irish').id] }),
        (c) =>
          answerIsAnyOf(
            c.ethnicity ?? profile(c, 'diversity', 'ethnicity'),
            namesOf(ref('ETHNICITY', 'black-african'), ref('ETHNICITY', 'white-irish')),
          ),
      ],
      [
        'orientations',
        () => ({ orientations: ['bisexual'] }),
        (c) => answerIsAnyOf(profile(c, 'diversity', 'orientation'), ['bisexual']),
      ],
      [
        'healthConditions',
        () => ({ healthConditions: ['Dyslexia'] }),
        (c) => answerIsAnyOf(profile(c, 'diversity', 'healthConditions'), ['dyslexia']),
      ],
      [
        'religion',
        () => ({ religion: [ref('RELIGION', 'christian').id, ref('RELIGION', 'no-religion').id] }),
        (c) =>
          answerIsAnyOf(
            profile(c, 'diversity', 'religion'),
            namesOf(ref('RELIGION', 'christian'), ref('RELIGION', 'no-religion')),
          ),
      ],
      [
        'dateAdded',
        () => ({ dateAdded: { from: now() - 120 * day, to: now() - 30 * day } }),
        (c) =>
          c.createdAt.getTime() >= (now() - 120 * day) * 1000 &&
          c.createdAt.getTime() <= (now() - 30 * day) * 1000,
      ],
      [
        'openDate',
        () => ({ openDate: { from: now() - 25 * day } }),
        (c) => !!c.role?.openDate && c.role.openDate.getTime() >= (now() - 25 * day) * 1000,
      ],
      ['assignee', () => ({ assignee: [context.managerId] }), (c) => c.assigneeUserId === context.managerId],
      [
        'customQuestion',
        () => ({
          customQuestion: [
            { questionId: 'office', values: ['ldn'] },
            { questionId: 'languages', values: ['German'] },
          ],
        }),
        (c) =>
          c.responses.some(
            (entry) => entry.questionId === 'office' && answerIsAnyOf(entry.response, ['ldn']),
          ) &&
          c.responses.some(
            (entry) => entry.questionId === 'languages' && answerIsAnyOf(entry.response, ['german']),
          ),
      ],
      [
        'roleType',
        () => ({ roleType: [ref('ROLE_TYPE', 'INTERNSHIP').id] }),
        (c) => lower(c.role?.roleType) === 'internship',
      ],
      [
        'roleLevel',
        () => ({ roleLevel: [ref('ROLE_LEVEL', 'graduate').id] }),
        (c) => c.role?.roleLevel === 'graduate',
      ],
      [
        'department',
        () => ({ department: [ref('DEPARTMENT', 'corporate').id] }),
        (c) => c.role?.department === 'corporate',
      ],
      [
        'employmentType',
        () => ({ employmentType: [ref('EMPLOYMENT_TYPE', 'internship').id] }),
        (c) => lower(c.role?.employmentType) === 'internship',
      ],
      [
        'recruiter',
        () => ({ recruiter: [context.managerId] }),
        (c) => c.history.some((entry) => entry.actorUserId === context.managerId),
      ],
      [
        'workPermit',
        () => ({ workPermit: false }),
        (c) =>
          !(
            profile(c, 'citizen') === true ||
            (typeof profile(c, 'permitType') === 'object' && profile(c, 'permitType') !== null)
          ),
      ],
      ['candidateType', () => ({ candidateType: ['LAW'] }), (c) => profile(c, 'candidateType') === 'LAW'],
      ['availability', () => ({ availability: ['HIRED'] }), (c) => profile(c, 'availability') === 'HIRED'],
      [
        'client',
        () => ({ client: [ref('CLIENTS', 'acme-legal').id] }),
        (c) => answerIsAnyOf(valueAt(c.role?.template ?? null, ['client']), ['acme-legal']),
      ],
      [
        'sector',
        () => ({ sector: [ref('SECTOR', 'CHAMBERS').id] }),
        (c) => answerIsAnyOf(profile(c, 'sectors'), ['chambers']),
      ],
      ['sources', () => ({ sources: ['linkedin'] }), (c) => lower(c.source) === 'linkedin'],
      [
        'permitType',
        () => ({ permitType: [graduateVisa().id] }),
        (c) =>
          String(profile(c, 'permitType', 'id')) === String(graduateVisa().id) ||
          answerIsAnyOf(profile(c, 'permitType', 'value'), namesOf(graduateVisa())),
      ],
      [
        'wamRanges',
        () => ({ wamRanges: [{ min: 60, max: 65 }, { min: 90 }] }),
        (c) =>
          anyUniversity(
            c,
            (entry) =>
              inRange(numberOf(entry.averageMark), { min: 60, max: 65 }) ||
              inRange(numberOf(entry.averageMark), { min: 90 }),
          ),
      ],
      [
        'legalInterests',
        () => ({ legalInterests: ['employment'] }),
        (c) => answerIsAnyOf(profile(c, 'legalInterests'), ['employment']),
      ],
      [
        'assessmentScore',
        () => ({ assessmentScore: { min: 50, max: 70 } }),
        (c) => inRange(c.candidateScore, { min: 50, max: 70 }),
      ],
      [
        'interviewDate',
        () => ({ interviewDate: { from: context.firstSlotAt, to: context.firstSlotAt + 2 * 60 * 60 } }),
        (c) =>
          c.interviewStarts.some(
            (start) =>
              start.getTime() >= context.firstSlotAt * 1000 &&
              start.getTime() <= (context.firstSlotAt + 7200) * 1000,
          ),
      ],
      [
        'deadlinePassed',
        () => ({ deadlinePassed: true }),
        (c) => !!c.role?.deadline && c.role.deadline.getTime() < Date.now(),
      ],
      [
        'rejectedAtStageId',
        () => ({ rejectedAtStageId: 3 }),
        (c) => c.history.some((entry) => entry.fromStageId === 3 && entry.toStageId === 16),
      ],
      ['incompleteProfile', () => ({ incompleteProfile: true }), (c) => universitiesOf(c).length === 0],
      [
        'socialMobilityFlags',
        () => ({ socialMobilityFlags: ['freeSchoolMeals', 'noSuchFlag'] }),
        (c) => profile(c, 'socialMobility', 'freeSchoolMeals') === true,
      ],
      [
        'contextualFlags',
        () => ({ contextualFlags: ['freeSchoolMeals', 'firstGeneration'] }),
        (c) => ['freeSchoolMeals', 'firstGeneration'].every((key) => flagsOn(c).includes(key)),
      ],
      [
        'socialMobilityMetrics',
        () => ({ socialMobilityMetrics: { householdIncome: { max: 30_000 } } }),
        (c) => inRange(numberOf(profile(c, 'socialMobility', 'householdIncome')), { max: 30_000 }),
      ],
      ['ks4Grades', () => ({ ks4Grades: [{ grade: '7', minCount: 3 }] }), (c) => ks4(c) >= 3],
      ['ks5Grades', () => ({ ks5Grades: [{ grade: 'A', minCount: 2 }] }), (c) => ks5(c) >= 2],
      [
        'ks4Average',
        () => ({ ks4Average: { min: 7 } }),
        (c) => inRange(numberOf(profile(c, 'ks4Average')), { min: 7 }),
      ],
      [
        'ks5Average',
        () => ({ ks5Average: { max: 35 } }),
        (c) => inRange(numberOf(profile(c, 'ks5Average')), { max: 35 }),
      ],
      [
        'ks4Percentile',
        () => ({ ks4Percentile: { min: 10, max: 40 } }),
        (c) => inRange(numberOf(profile(c, 'ks4Percentile')), { min: 10, max: 40 }),
      ],
      [
        'ks5Percentile',
        () => ({ ks5Percentile: { min: 70 } }),
        (c) => inRange(numberOf(profile(c, 'ks5Percentile')), { min: 70 }),
      ],
      [
        'ks4PiMeasure',
        () => ({ ks4PiMeasure: { min: 0.5 } }),
        (c) => inRange(numberOf(profile(c, 'ks4PiMeasure')), { min: 0.5 }),
      ],
      [
        'ks5PiMeasure',
        () => ({ ks5PiMeasure: { max: -1 } }),
        (c) => inRange(numberOf(profile(c, 'ks5PiMeasure')), { max: -1 }),
      ],
      [
        'graduationYear',
        () => ({ graduationYear: { min: 2022, max: 2024 } }),
        (c) =>
          anyUniversity(c, (entry) =>
            inRange(yearOf(entry.universityGraduationYear), { min: 2022, max: 2024 }),
          ),
      ],
      [
        'degreeClass',
        () => ({
          degreeClass: [ref('DEGREE_CLASS', 'upper-second').id, ref('DEGREE_CLASS', 'lower-second').id],
        }),
        (c) =>
          anyUniversity(c, (entry) =>
            namesOf(ref('DEGREE_CLASS', 'upper-second'), ref('DEGREE_CLASS', 'lower-second')).includes(
              String(entry.degreeClass).toLowerCase(),
            ),
          ),
      ],
      [
        'universityGroups',
        () => ({ universityGroups: ['OXBRIDGE'] }),
        (c) => {
          const oxbridge = context.items
            .filter((item) => item.type === 'OXBRIDGE')
            .flatMap((item) => [item.value, item.label].map((name) => name.toLowerCase()));
          return anyUniversity(c, (entry) =>
            [entry.universityValue, entry.universityName].some((name) =>
              oxbridge.includes(lower(name) ?? ''),
            ),
          );
        },
      ],
      uniRange('universityYear1Average', { min: 80 }),
      uniRange('universityYear2Average', { max: 60 }),
      uniRange('universityYear3Average', { min: 70, max: 90 }),
      uniRange('universityYear4Average', { min: 60 }),
      uniRange('universityPercentile', { min: 20, max: 30 }),
      uniRange('contractModuleMark', { min: 80 }),
      uniRange('publicModuleMark', { max: 50 }),
      uniRange('tortModuleMark', { min: 60, max: 70 }),
    ];
  }
  return cases();
}
