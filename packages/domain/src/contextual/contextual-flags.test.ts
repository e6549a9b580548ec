import { describe, expect, it } from 'vitest';
import type { CandidateProfile } from '../schemas/candidate.ts';
import { contextualFlags, contextualFlagsOn } from './contextual-flags.ts';
import { contextualEvidenceQuestions } from './evidence-questions.ts';

const lookup = () => ({ averagePoints: 32, spread: 8 });

const fullProfile = {
  universities: [
    { universityType: 'UNDERGRADUATE', universityStartYear: 2019, universityGraduationYear: 2022 },
  ],
  schools: [
    {
      schoolValue: 'mossbourne-community-academy',
      schoolName: 'Mossbourne Community Academy',
      qualifications: [
        { qualificationType: 'A-level', subject: 'History', grade: 'A*' },
        { qualificationType: 'A-level', subject: 'English', grade: 'A' },
      ],
    },
  ],
  sixthFormSchoolCompletedYear: 2019,
  socialMobility: {
    firstGenerationUniversity: true,
    freeSchoolMeals: false,
    schoolType: 'State non-selective',
    bursary: 'yes',
    parentalOccupation: 'P1',
    careExperience: false,
    refugeeOrAsylum: false,
  },
} satisfies CandidateProfile;

describe('contextualFlags', () => {
  it('gives every supported flag in contextualFlagKeys order', () => {
    expect(contextualFlags(fullProfile, lookup).map((flag) => [flag.key, flag.on])).toEqual([
      ['firstGeneration', true],
      ['freeSchoolMeals', false],
      ['stateSchool', true],
      ['bursary', true],
      ['lowerSocioEconomic', false],
      ['recentGraduate', true],
      ['careExperience', false],
      ['refugee', false],
      ['schoolOutperformance', true],
    ]);
  });

  it('gives no flags for an empty profile', () => {
    expect(contextualFlags({})).toEqual([]);
    expect(contextualFlags({ socialMobility: null, schools: null, universities: null })).toEqual([]);
  });

  it('lists the keys that are on', () => {
    expect(contextualFlagsOn(fullProfile, lookup)).toEqual([
      'firstGeneration',
      'stateSchool',
      'bursary',
      'recentGraduate',
      'schoolOutperformance',
    ]);
    expect(contextualFlagsOn(fullProfile)).not.toContain('schoolOutperformance');
  });
});

describe('recentGraduate', () => {
  const recentGraduateOf = (profile: Parameters<typeof contextualFlags>[0]) =>
    contextualFlags(profile).find((flag) => flag.key === 'recentGraduate');

  it('is on for a graduation in 2020-2024, with the years as evidence', () => {
    expect(
      recentGraduateOf({ universities: [{ universityStartYear: 2019, universityGraduationYear: '2022' }] }),
    ).toEqual({
      key: 'recentGraduate',
      on: true,
      evidence: [
        { question: 'universityStartYear', answer: 2019 },
        { question: 'universityGraduationYear', answer: 2022 },
      ],
    });
  });

  it('is off when the years fall outside the windows', () => {
    expect(
      recentGraduateOf({
        universities: [{ universityGraduationYear: 2015 }],
        secondarySchoolCompletedYear: 2009,
      }),
    ).toMatchObject({
      on: false,
      evidence: [
        { question: 'universityGraduationYear', answer: 2015 },
        { question: 'secondarySchoolCompletedYear', answer: 2009 },
      ],
    });
  });

  it('is absent without any year', () => {
    expect(recentGraduateOf({ universities: [{ universityGraduationYear: null }] })).toBeUndefined();
  });
});

describe('evidence', () => {
  it('names only questions listed in contextualEvidenceQuestions', () => {
    const questions = contextualFlags(fullProfile, lookup).flatMap((flag) =>
      flag.evidence.map((item) => item.question),
    );
    expect(
      questions.filter((question) => !contextualEvidenceQuestions.some((known) => known === question)),
    ).toEqual([]);
  });
});
