import { describe, expect, it } from 'vitest';
import type { SearchFilterKey } from './search.ts';
import {
  candidateExportParamsSchema,
  locationFilterSchema,
  rangeSchema,
  resolveSearchSegment,
  resolveTermSearchPath,
  searchCountsParamsSchema,
  searchFilterKeys,
  searchFilterSchema,
  searchFiltersSchema,
  searchParamsSchema,
  searchQuerySchema,
  termSearchParamsSchema,
  termSearchQuerySchema,
} from './search.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

const percent = { min: 60, max: 100 };
const dates = { from: 1_735_689_600, to: 1_767_225_600 };

// Every filter type named in spec §3 "Filter types", with the key(s) that carry it and a sample value.
const specFilterTypes: [specName: string, key: SearchFilterKey, sample: unknown][] = [
  ['locations', 'locations', [3, 4]],
  ['location (postcode plus miles)', 'location', { postcode: 'SW1A 1AA', miles: 25 }],
  ['groups', 'groups', [1]],
  ['statuses', 'statuses', ['ACTIVE', 'PENDING']],
  ['steps', 'steps', [0, 3]],
  ['gender', 'gender', [2]],
  ['ethnicity', 'ethnicity', [5, 6]],
  ['orientations', 'orientations', ['Bisexual']],
  ['healthConditions', 'healthConditions', ['Dyslexia']],
  ['religion', 'religion', [4]],
  ['dateAdded', 'dateAdded', dates],
  ['openDate', 'openDate', { from: dates.from }],
  ['assignee', 'assignee', [7]],
  ['customQuestion', 'customQuestion', [{ questionId: 'office', values: ['LDN'] }]],
  ['roleType', 'roleType', [1]],
  ['roleLevel', 'roleLevel', [2]],
  ['department', 'department', [3]],
  ['employmentType', 'employmentType', [4]],
  ['recruiter', 'recruiter', [8]],
  ['workPermit', 'workPermit', true],
  ['candidateType', 'candidateType', ['LAW']],
  ['availability', 'availability', ['AVAILABLE']],
  ['client', 'client', [10]],
  ['sector', 'sector', [2]],
  ['sources', 'sources', ['University careers fair']],
  ['permitType', 'permitType', [1]],
  ['wamRanges', 'wamRanges', [{ min: 65, max: 75 }, { min: 80 }]],
  ['legal interests', 'legalInterests', ['Commercial litigation']],
  ['assessmentScore', 'assessmentScore', { min: 70 }],
  ['interviewDate', 'interviewDate', dates],
  ['deadlinePassed', 'deadlinePassed', false],
  ['rejectedAtStageId', 'rejectedAtStageId', 16],
  ['incompleteProfile', 'incompleteProfile', true],
  ['social-mobility flags', 'socialMobilityFlags', ['freeSchoolMeals', 'firstGeneration']],
  ['contextual flags (issue 13)', 'contextualFlags', ['firstGeneration', 'schoolOutperformance']],
  ['social-mobility metrics', 'socialMobilityMetrics', { householdIncome: { max: 25_000 } }],
  ['KS4 grades', 'ks4Grades', [{ grade: '9', minCount: 5 }]],
  ['KS5 grades', 'ks5Grades', [{ grade: 'A*', minCount: 2 }]],
  ['KS4 average', 'ks4Average', { min: 7 }],
  ['KS5 average', 'ks5Average', { min: 40 }],
  ['KS4 percentile', 'ks4Percentile', percent],
  ['KS5 percentile', 'ks5Percentile', percent],
  ['KS4 PI measure', 'ks4PiMeasure', { min: -0.5, max: 2 }],
  ['KS5 PI measure', 'ks5PiMeasure', { min: 0 }],
  ['graduation year', 'graduationYear', { min: 2024, max: 2026 }],
  ['university grade (degree class)', 'degreeClass', [1, 2]],
  ['university groupings (issue 18)', 'universityGroups', ['RUSSELL_GROUP', 'OXBRIDGE']],
  ['university year 1 average', 'universityYear1Average', percent],
  ['university year 2 average', 'universityYear2Average', percent],
  ['university year 3 average', 'universityYear3Average', percent],
  ['university year 4 average', 'universityYear4Average', percent],
  ['university percentile', 'universityPercentile', percent],
  ['contract module', 'contractModuleMark', percent],
  ['public module', 'publicModuleMark', percent],
  ['tort module', 'tortModuleMark', percent],
];

describe('searchFiltersSchema', () => {
  it.each(specFilterTypes)('accepts the §3 filter type "%s" as %s', (_specName, key, sample) => {
    expect(fieldErrorsOf(searchFiltersSchema, { [key]: sample })).toEqual([]);
  });

  it('lists exactly the keys that carry the §3 filter types', () => {
    expect([...searchFilterKeys].sort()).toEqual(specFilterTypes.map(([, key]) => key).sort());
  });

  it('accepts every filter at once', () => {
    const all = Object.fromEntries(specFilterTypes.map(([, key, sample]) => [key, sample]));
    expect(Object.keys(parseOrFail(searchFiltersSchema, all))).toHaveLength(searchFilterKeys.length);
  });

  it('refuses a filter name it does not know, so a typo never widens a search', () => {
    expect(fieldErrorsOf(searchFiltersSchema, { gender: [1], genders: [1] })).toEqual([
      { field: 'genders', message: 'This field is not allowed.' },
    ]);
  });

  it.each([
    [
      'an unknown status',
      { statuses: ['HIRED'] },
      'statuses.0',
      'Choose one of: ACTIVE, PENDING, NOT_VERIFIED, PASSPORT, PASSPORT_ACTIVE.',
    ],
    [
      'an injection as an availability',
      { availability: ["AVAILABLE' OR 1=1"] },
      'availability.0',
      'Choose one of: AVAILABLE, HIRED, UNAVAILABLE, DROPPED.',
    ],
    [
      'a university grouping that is not one',
      { universityGroups: ['IVY_LEAGUE'] },
      'universityGroups.0',
      'Choose one of: RUSSELL_GROUP, OXBRIDGE, GO8.',
    ],
    [
      'a contextual flag the rules do not know',
      { contextualFlags: ['wealthy'] },
      'contextualFlags.0',
      'Choose one of the listed options.',
    ],
    ['a percentile above 100', { ks4Percentile: { min: 101 } }, 'ks4Percentile.min', 'Must be at most 100.'],
    ['a module mark below 0', { tortModuleMark: { min: -1 } }, 'tortModuleMark.min', 'Must be at least 0.'],
    [
      'a reversed range',
      { universityYear2Average: { min: 70, max: 60 } },
      'universityYear2Average.max',
      'The maximum must not be below the minimum.',
    ],
    [
      'a reversed date range',
      { interviewDate: { from: 20, to: 10 } },
      'interviewDate.to',
      'The end must not be before the start.',
    ],
    [
      'a rejection stage that does not exist',
      { rejectedAtStageId: 12 },
      'rejectedAtStageId',
      'Choose a known stage.',
    ],
    [
      'a custom question without values',
      { customQuestion: [{ questionId: 3, values: [] }] },
      'customQuestion.0.values',
      'Choose at least one item.',
    ],
    ['a yes/no filter given as text', { deadlinePassed: 'true' }, 'deadlinePassed', 'Must be yes or no.'],
    [
      'a grade count of 0',
      { ks5Grades: [{ grade: 'A', minCount: 0 }] },
      'ks5Grades.0.minCount',
      'Must be at least 1.',
    ],
  ])('refuses %s', (_case, input, field, message) => {
    expect(fieldErrorsOf(searchFiltersSchema, input)).toEqual([{ field, message }]);
  });

  it('keeps injection-looking free text as plain text', () => {
    const legalInterests = ["'; DELETE FROM candidate; --"];
    expect(parseOrFail(searchFiltersSchema, { legalInterests }).legalInterests).toEqual(legalInterests);
  });
});

describe('locationFilterSchema', () => {
  it('normalises the postcode', () => {
    expect(locationFilterSchema.parse({ postcode: ' sw1a1aa ', miles: 10 })).toEqual({
      postcode: 'SW1A 1AA',
      miles: 10,
    });
  });

  it("shows the spec's message for a bad postcode", () => {
    expect(fieldErrorsOf(locationFilterSchema, { postcode: 'NOT A CODE', miles: 10 })).toEqual([
      { field: 'postcode', message: 'Invalid post code' },
    ]);
  });

  it.each([
    [0, false],
    [1, true],
    [500, true],
    [501, false],
  ])('a radius of %s miles is accepted: %s', (miles, accepted) => {
    expect(locationFilterSchema.safeParse({ postcode: 'LS1 4AP', miles }).success).toBe(accepted);
  });
});

describe('rangeSchema', () => {
  it.each([
    [{}, true],
    [{ min: 5, max: 5 }, true],
    [{ min: 6, max: 5 }, false],
    [{ max: 0 }, true],
  ])('%j is accepted: %s', (range, accepted) => {
    expect(rangeSchema(0, 10).safeParse(range).success).toBe(accepted);
  });
});

describe('searchFilterSchema', () => {
  const filter = {
    query: 'training contract',
    roleId: 5,
    stageId: 1,
    substageId: 2,
    ids: [1, 2],
    unselectedIds: [3],
    searchTerm: 'Jane',
    subdomain: 'hartwell',
    roleStartDate: dates.from,
    roleEndDate: dates.to,
    filters: { statuses: ['ACTIVE'], location: { postcode: 'LS1 4AP', miles: 20 } },
  };

  it('accepts a full filter object', () => {
    expect(parseOrFail(searchFilterSchema, filter)).toMatchObject({
      roleId: 5,
      filters: { statuses: ['ACTIVE'] },
    });
  });

  it('accepts an empty filter object', () => {
    expect(searchFilterSchema.safeParse({}).success).toBe(true);
  });

  it.each([
    [
      'a role end before its start',
      { roleStartDate: 20, roleEndDate: 10 },
      'roleEndDate',
      'The role end date must not be before the role start date.',
    ],
    ['an unknown stage', { stageId: 21 }, 'stageId', 'Choose a known stage.'],
    [
      'a bad subdomain',
      { subdomain: 'Hart Well' },
      'subdomain',
      'Use 2 to 40 lower-case letters, digits or hyphens, not starting or ending with a hyphen.',
    ],
    [
      'a nested bad postcode',
      { filters: { location: { postcode: 'x', miles: 5 } } },
      'filters.location.postcode',
      'Invalid post code',
    ],
  ])('refuses %s', (_case, change, field, message) => {
    expect(fieldErrorsOf(searchFilterSchema, { ...filter, ...change })).toEqual([{ field, message }]);
  });
});

describe('search query parameters', () => {
  it('default to page 0, 20 a page, lastChangeAt descending', () => {
    expect(searchQuerySchema.parse({})).toEqual({
      page: 0,
      resultsPerPage: 20,
      sortBy: 'lastChangeAt',
      orderBy: 'desc',
    });
  });

  it('read the path of POST /search/{kind}/{id}', () => {
    expect(searchParamsSchema.parse({ kind: 'fastCandidate', id: '5' })).toEqual({
      kind: 'fastCandidate',
      id: 5,
    });
    expect(fieldErrorsOf(searchParamsSchema, { kind: 'candidates', id: '5' })).toEqual([
      { field: 'kind', message: 'Choose one of: candidatev, candidate, fastCandidate.' },
    ]);
  });

  it('read role 0 of a search, count or export path as every role', () => {
    expect(searchParamsSchema.parse({ kind: 'candidate', id: '0' })).toEqual({ kind: 'candidate', id: 0 });
    expect(searchCountsParamsSchema.parse({ roleId: '0' })).toEqual({ roleId: 0 });
    expect(candidateExportParamsSchema.parse({ id: '0' })).toEqual({ id: 0 });
    expect(fieldErrorsOf(termSearchParamsSchema, { roleId: '0' }).map((error) => error.field)).toEqual([
      'roleId',
    ]);
  });

  it('read a term search with its scalar filters', () => {
    expect(
      termSearchQuerySchema.parse({ searchTerm: ' Jane ', roleId: '5', stageId: '3', substageId: '' }),
    ).toEqual({
      searchTerm: 'Jane',
      roleId: 5,
      stageId: 3,
      page: 0,
      resultsPerPage: 20,
      sortBy: 'lastChangeAt',
      orderBy: 'desc',
    });
  });

  it('need a search term for a term search', () => {
    expect(fieldErrorsOf(termSearchQuerySchema, { roleId: '5' })).toEqual([
      { field: 'searchTerm', message: 'This field is required.' },
    ]);
  });
});

describe('resolveSearchSegment', () => {
  it.each([
    [true, true, 'candidatev'],
    [true, false, 'candidatev'],
    [false, true, 'candidate'],
    [false, false, 'fastCandidate'],
  ])('variantUsesV=%s, flag=%s gives %s', (variantUsesV, flag, segment) => {
    expect(resolveSearchSegment({ variantUsesV, flag })).toBe(segment);
  });
});

describe('resolveTermSearchPath', () => {
  it.each([
    [undefined, 'profiles'],
    [null, 'profiles'],
    [5, 'candidates/5'],
  ])('for %s gives %s', (id, path) => {
    expect(resolveTermSearchPath(id)).toBe(path);
  });
});
