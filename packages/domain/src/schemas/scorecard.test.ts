import { describe, expect, it } from 'vitest';
import { ratingGuideSchema } from './competency.ts';
import { interviewKitBodySchema } from './interview-kit.ts';
import { scorecardRequestSchema, scorecardSaveSchema } from './scorecard.ts';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('scorecardSaveSchema', () => {
  it('takes a draft with open ratings and no recommendation', () => {
    const draft = scorecardSaveSchema.safeParse({ stageId: 3, ratings: [{ competencyId: 1, rating: null }] });
    expect(draft.success).toBe(true);
    expect(draft.data).toMatchObject({
      exerciseId: 0,
      submit: false,
      recommendation: null,
      privateNotes: '',
    });
  });

  it.each([0, 6, 2.5, '3'])('refuses a rating of %s on its field', (rating) => {
    const result = scorecardSaveSchema.safeParse({ stageId: 3, ratings: [{ competencyId: 1, rating }] });
    expect(paths(result)).toEqual(['ratings.0.rating']);
    expect(result.error?.issues[0]?.message).toBe('Choose a rating from 1 to 5.');
  });

  it('asks a submission for every rating and the recommendation, and each competency once', () => {
    const result = scorecardSaveSchema.safeParse({
      stageId: 3,
      submit: true,
      ratings: [
        { competencyId: 1, rating: 4 },
        { competencyId: 2, rating: null },
        { competencyId: 1, rating: 2 },
      ],
    });
    expect(paths(result)).toEqual(['ratings.1.rating', 'ratings.2.competencyId', 'recommendation']);
  });

  it('refuses an unknown recommendation and an unknown stage', () => {
    expect(paths(scorecardSaveSchema.safeParse({ stageId: 12, recommendation: 'maybe' }))).toEqual([
      'stageId',
      'recommendation',
    ]);
  });
});

describe('ratingGuideSchema', () => {
  it('needs anchors for 1, 3 and 5, each named', () => {
    const result = ratingGuideSchema.safeParse({ '1': 'Weak', '2': 'Patchy', '5': ' ' });
    expect(paths(result)).toEqual(['3', '5']);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Describe what a 3 looks like.',
      'Describe what a 5 looks like.',
    ]);
    expect(ratingGuideSchema.safeParse({ '1': 'a', '3': 'b', '5': 'c' }).success).toBe(true);
  });
});

describe('interviewKitBodySchema', () => {
  it('refuses a question on a competency the kit does not assess, and a repeated key', () => {
    const result = interviewKitBodySchema.safeParse({
      stageId: 3,
      name: 'Panel',
      competencyIds: [1],
      questions: [
        { key: 'a', prompt: 'Why law?', competencyIds: [1], minutes: 5 },
        { key: 'a', prompt: 'A deal', competencyIds: [2], minutes: 5 },
      ],
    });
    expect(paths(result)).toEqual(['questions.1.key', 'questions.1.competencyIds.0']);
  });
});

describe('scorecardRequestSchema', () => {
  it('takes managers by id and outside assessors by email, and refuses neither', () => {
    expect(
      scorecardRequestSchema.safeParse({
        stageId: 3,
        assessors: [{ userId: 4 }, { email: 'Pat@Counsel.test' }],
      }).data?.assessors,
    ).toEqual([{ userId: 4 }, { email: 'pat@counsel.test' }]);
    expect(paths(scorecardRequestSchema.safeParse({ stageId: 3, assessors: [{ name: 'Pat' }] }))).toEqual([
      'assessors.0',
    ]);
  });
});
