import { describe, expect, it } from 'vitest';
import {
  candidateProfileSchema,
  candidateSchema,
  candidateUpdateQuerySchema,
  candidateUpdateSchema,
  universitySchema,
} from './candidate.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

const university = {
  universityId: 12,
  universityName: 'University of Leeds',
  universityType: 'UK',
  universityStartYear: 2021,
  universityGraduationYear: 2024,
  qualificationLevel: 'UNDERGRADUATE',
};

const candidate = {
  id: 41,
  step: 3,
  candidateStatus: 'PENDING',
  updatedAt: 1_767_225_600,
  organization: { id: 1, candidateId: 900 },
  role: { id: 5 },
  cv_base64: 'data:application/pdf;base64,JVBERi0xLjQK',
  universities: [university],
  schools: [
    {
      schoolName: 'Leeds Grammar',
      startYear: 2014,
      endYear: 2021,
      qualifications: [{ subject: 'Maths', grade: 'A*' }],
    },
  ],
  sixthFormSchoolCompletedYear: 2021,
  secondarySchoolCompletedYear: 2019,
  citizen: true,
  permitType: { id: 2, value: 'British citizen' },
  socialMobility: { freeSchoolMeals: true, parentsDegree: 'No', householdIncome: 2 },
  diversity: { pronouns: ['she', 'her'], disability: null },
};

describe('candidateSchema', () => {
  it('accepts a candidate with a full profile', () => {
    expect(parseOrFail(candidateSchema, candidate)).toMatchObject({
      id: 41,
      universities: [{ universityStartYear: 2021 }],
    });
  });

  it.each([
    [{ step: -1 }, 'step', 'Must be at least 0.'],
    [{ step: 101 }, 'step', 'Must be at most 100.'],
    [
      { candidateStatus: 'HIRED' },
      'candidateStatus',
      'Choose one of: ACTIVE, PENDING, NOT_VERIFIED, PASSPORT, PASSPORT_ACTIVE.',
    ],
    [{ role: { id: 'five' } }, 'role.id', 'Must be a number.'],
    [{ cv_base64: '%%%' }, 'cv_base64', 'Upload a valid file.'],
    [{ permitType: { id: 2 } }, 'permitType.value', 'This field is required.'],
    [
      { socialMobility: { freeSchoolMeals: { nested: true } } },
      'socialMobility.freeSchoolMeals',
      'Enter text, a number, yes or no, or a list of choices.',
    ],
  ])('refuses %j', (change, field, message) => {
    expect(fieldErrorsOf(candidateSchema, { ...candidate, ...change })).toEqual([{ field, message }]);
  });

  it('refuses an answer keyed by something that is not a question key', () => {
    expect(fieldErrorsOf(candidateProfileSchema, { diversity: { 'bad key': 'x' } })).toEqual([
      {
        field: 'diversity.bad key',
        message: 'Use letters, digits, dots, hyphens or underscores, starting with a letter.',
      },
    ]);
  });

  it('takes one gender and one ethnicity answer, not a list, while other diversity answers may list', () => {
    expect(
      fieldErrorsOf(candidateProfileSchema, {
        diversity: { gender: ['woman', 'non-binary'], ethnicity: ['asian-indian'], pronouns: ['she', 'her'] },
      }),
    ).toEqual([
      { field: 'diversity.gender', message: 'Choose one answer.' },
      { field: 'diversity.ethnicity', message: 'Choose one answer.' },
    ]);
    expect(
      fieldErrorsOf(candidateProfileSchema, { diversity: { gender: 'Self-described', ethnicity: null } }),
    ).toEqual([]);
  });
});

describe('universitySchema', () => {
  it.each([
    ['graduating the year after starting', 2021, 2022, true],
    ['starting and graduating in the same year', 2021, 2021, true],
    ['graduating the year before starting', 2021, 2020, false],
  ])('%s is accepted: %s', (_case, universityStartYear, universityGraduationYear, accepted) => {
    expect(
      universitySchema.safeParse({ ...university, universityStartYear, universityGraduationYear }).success,
    ).toBe(accepted);
  });

  it('reports a graduation before the start at its dotted path in the profile', () => {
    const profile = { universities: [university, { ...university, universityGraduationYear: 2019 }] };
    expect(fieldErrorsOf(candidateProfileSchema, profile)).toEqual([
      {
        field: 'universities.1.universityGraduationYear',
        message: 'The graduation year cannot be before the start year.',
      },
    ]);
  });

  it('names every missing required university field', () => {
    expect(fieldErrorsOf(candidateProfileSchema, { universities: [{ universityName: 'Leeds' }] })).toEqual([
      { field: 'universities.0.universityType', message: 'This field is required.' },
      { field: 'universities.0.universityStartYear', message: 'This field is required.' },
      { field: 'universities.0.universityGraduationYear', message: 'This field is required.' },
    ]);
  });

  it.each([
    ['a two-digit year', 21, 'Enter a four-digit year.'],
    ['a year as text', '2021', 'Enter a four-digit year.'],
  ])('refuses %s', (_case, universityStartYear, message) => {
    expect(fieldErrorsOf(universitySchema, { ...university, universityStartYear })).toEqual([
      { field: 'universityStartYear', message },
    ]);
  });

  it('refuses more than 10 universities', () => {
    expect(
      fieldErrorsOf(candidateProfileSchema, { universities: Array.from({ length: 11 }, () => university) }),
    ).toEqual([{ field: 'universities', message: 'Choose at most 10 items.' }]);
  });
});

describe('schools', () => {
  it('refuses a school that ends before it starts', () => {
    expect(fieldErrorsOf(candidateProfileSchema, { schools: [{ startYear: 2015, endYear: 2014 }] })).toEqual([
      { field: 'schools.0.endYear', message: 'The end year cannot be before the start year.' },
    ]);
  });
});

describe('candidateUpdateSchema', () => {
  it('accepts any editable subset', () => {
    expect(parseOrFail(candidateUpdateSchema, { step: 4, citizen: false })).toEqual({
      step: 4,
      citizen: false,
    });
  });

  it("accepts the application's answers, consents and ethnicity", () => {
    const answers = {
      responses: [{ questionId: 'whyUs', response: 'Your pro bono work.' }],
      acceptTermAndConditions: true,
      ethnicityMulti: ['black-african'],
    };
    expect(parseOrFail(candidateUpdateSchema, answers)).toEqual(answers);
  });

  it('refuses an answer that is not text, a number, yes or no, or a list', () => {
    expect(
      fieldErrorsOf(candidateUpdateSchema, { responses: [{ questionId: 'whyUs', response: { a: 1 } }] }),
    ).toEqual([
      { field: 'responses.0.response', message: 'Enter text, a number, yes or no, or a list of choices.' },
    ]);
  });

  it('drops the id and status a body tries to change', () => {
    expect(parseOrFail(candidateUpdateSchema, { id: 99, candidateStatus: 'ACTIVE', step: 1 })).toEqual({
      step: 1,
    });
  });
});

describe('candidateUpdateQuerySchema', () => {
  it.each([
    ['1', 1],
    ['100', 100],
  ])('reads maxSteps=%s', (maxSteps, expected) => {
    expect(candidateUpdateQuerySchema.parse({ maxSteps })).toEqual({ maxSteps: expected });
  });

  it.each([
    [undefined, 'This field is required.'],
    ['0', 'Must be at least 1.'],
    ['101', 'Must be at most 100.'],
    ['many', 'Must be a number.'],
  ])('refuses maxSteps=%j', (maxSteps, message) => {
    expect(fieldErrorsOf(candidateUpdateQuerySchema, { maxSteps })).toEqual([{ field: 'maxSteps', message }]);
  });
});
