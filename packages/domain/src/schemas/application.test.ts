import { describe, expect, it } from 'vitest';
import {
  applicationSchema,
  applicationStageBodySchema,
  bulkAssignFilterParamsSchema,
  bulkStageBodySchema,
  bulkStageParamsSchema,
  bulkStageQuerySchema,
  candidateStageParamsSchema,
  fastTrackBodySchema,
  maxBulkIds,
} from './application.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

const application = {
  id: 300,
  role: { id: 5, name: 'Training contract 2027' },
  appliedAt: 1_767_225_600,
  roleType: 'Training contract',
  subStage: { id: 11, codeStage: 'pending', defaultSubStage: true, orderIndex: 0 },
  lastSubStage: null,
  acceptTermAndConditions: true,
  acceptRare: null,
  acceptResearch: false,
  responses: [
    { questionId: 17, response: 'Because of the pro bono work.' },
    { questionId: 'whyUs', response: ['Culture', 'Training'] },
    { questionId: 'relocate', response: true },
  ],
  feedbacks: [{ body: { recommendation: 'Progress to final round', interviewId: 8 } }],
  scores: [{ stage: { id: 6 }, score: 4.5 }],
  candidateScore: 12,
  ethnicity: 'Asian or Asian British',
  ethnicityMulti: ['Indian', 'White British'],
  ethnicitySpecify: null,
};

describe('applicationSchema', () => {
  it('accepts an application with responses, feedback and scores', () => {
    expect(parseOrFail(applicationSchema, application)).toMatchObject({
      role: { id: 5 },
      scores: [{ stage: { id: 6 } }],
    });
  });

  it.each([
    ['no role', { role: undefined }, 'role', 'This field is required.'],
    [
      'a score at an unknown stage',
      { scores: [{ stage: { id: 12 }, score: 1 }] },
      'scores.0.stage.id',
      'Choose a known stage.',
    ],
    [
      'a score as text',
      { scores: [{ stage: { id: 6 }, score: 'high' }] },
      'scores.0.score',
      'Must be a number.',
    ],
    [
      'a question key with spaces',
      { responses: [{ questionId: 'why us?', response: 'x' }] },
      'responses.0.questionId',
      'Use letters, digits, dots, hyphens or underscores, starting with a letter.',
    ],
    [
      'a question id of 0',
      { responses: [{ questionId: 0, response: 'x' }] },
      'responses.0.questionId',
      'Must be at least 1.',
    ],
    [
      'a question id that is neither number nor text',
      { responses: [{ questionId: true, response: 'x' }] },
      'responses.0.questionId',
      'Must be a question id or key.',
    ],
    [
      'an answer that is an object',
      { responses: [{ questionId: 1, response: { text: 'x' } }] },
      'responses.0.response',
      'Enter text, a number, yes or no, or a list of choices.',
    ],
    [
      'an answer over 2010 characters',
      { responses: [{ questionId: 1, response: 'x'.repeat(2011) }] },
      'responses.0.response',
      'Must be at most 2010 characters.',
    ],
    [
      'feedback without a recommendation',
      { feedbacks: [{ body: { interviewId: 8 } }] },
      'feedbacks.0.body.recommendation',
      'This field is required.',
    ],
    ['a consent given as text', { acceptRare: 'yes' }, 'acceptRare', 'Must be yes or no.'],
    [
      'a millisecond timestamp',
      { appliedAt: 1_767_225_600_000 },
      'appliedAt',
      'Enter a valid date and time.',
    ],
  ])('refuses %s', (_case, change, field, message) => {
    expect(fieldErrorsOf(applicationSchema, { ...application, ...change })).toEqual([{ field, message }]);
  });

  it('accepts an answer of 2010 characters, the longest allowed', () => {
    const responses = [{ questionId: 1, response: 'x'.repeat(2010) }];
    expect(applicationSchema.safeParse({ ...application, responses }).success).toBe(true);
  });

  it('keeps an injection-looking answer as plain text', () => {
    const response = '<img src=x onerror=alert(1)>';
    expect(
      parseOrFail(applicationSchema, { ...application, responses: [{ questionId: 1, response }] }).responses,
    ).toEqual([{ questionId: 1, response }]);
  });
});

describe('bulkStageBodySchema', () => {
  const body = { ids: [1, 2, 3], substageId: 4, stageId: 6, roleId: 5, resource: 'agency' };

  it('accepts a bulk move', () => {
    expect(parseOrFail(bulkStageBodySchema, body)).toEqual(body);
  });

  it.each([
    ['no ids', { ids: [] }, 'ids', 'Choose at least one item.'],
    [
      '10,001 ids',
      { ids: Array.from({ length: maxBulkIds + 1 }, (_, index) => index + 1) },
      'ids',
      'Choose at most 10000 items.',
    ],
    ['a negative id', { ids: [1, -2] }, 'ids.1', 'Must be at least 1.'],
    ['an unknown stage', { stageId: 13 }, 'stageId', 'Choose a known stage.'],
    ['no role', { roleId: undefined }, 'roleId', 'This field is required.'],
  ])('refuses %s', (_case, change, field, message) => {
    expect(fieldErrorsOf(bulkStageBodySchema, { ...body, ...change })).toEqual([{ field, message }]);
  });

  it('accepts exactly 10,000 ids, the benchmark bulk move', () => {
    const ids = Array.from({ length: maxBulkIds }, (_, index) => index + 1);
    expect(bulkStageBodySchema.safeParse({ ...body, ids }).success).toBe(true);
  });

  it('reads its path and ?assignee=true', () => {
    expect(bulkStageParamsSchema.parse({ stageId: '16', substageId: '2' })).toEqual({
      stageId: 16,
      substageId: 2,
    });
    expect(bulkStageQuerySchema.parse({ assignee: 'true' })).toEqual({ assignee: true });
    expect(fieldErrorsOf(bulkStageParamsSchema, { stageId: '12', substageId: '2' })).toEqual([
      { field: 'stageId', message: 'Choose a known stage.' },
    ]);
  });
});

describe('bulkAssignFilterParamsSchema', () => {
  it('reads the manager id from the path and refuses anything else on userId', () => {
    expect(bulkAssignFilterParamsSchema.parse({ userId: '41' })).toEqual({ userId: 41 });
    expect(fieldErrorsOf(bulkAssignFilterParamsSchema, { userId: 'me' }).map((error) => error.field)).toEqual(
      ['userId'],
    );
  });
});

describe('fastTrackBodySchema', () => {
  it('runs synchronously unless async is asked for', () => {
    expect(fastTrackBodySchema.parse({ ids: [1] })).toEqual({ ids: [1], async: false });
    expect(fastTrackBodySchema.parse({ ids: [1], async: true })).toEqual({ ids: [1], async: true });
  });

  it('refuses async given as text', () => {
    expect(fieldErrorsOf(fastTrackBodySchema, { ids: [1], async: 'yes' })).toEqual([
      { field: 'async', message: 'Must be yes or no.' },
    ]);
  });
});

describe('applicationStageBodySchema', () => {
  it('needs the date applied in epoch seconds', () => {
    expect(applicationStageBodySchema.safeParse({ dateApplied: 1_767_225_600 }).success).toBe(true);
    expect(fieldErrorsOf(applicationStageBodySchema, {})).toEqual([
      { field: 'dateApplied', message: 'This field is required.' },
    ]);
  });

  it('reads an ISO date as midnight UTC and a date-time with its offset, both in epoch seconds', () => {
    expect(applicationStageBodySchema.parse({ dateApplied: '2026-01-01' })).toEqual({
      dateApplied: 1_767_225_600,
    });
    expect(applicationStageBodySchema.parse({ dateApplied: '2025-12-31T23:00:00-01:00' })).toEqual({
      dateApplied: 1_767_225_600,
    });
  });

  it.each([
    ['a day that does not exist', '2026-02-30'],
    ['a date in another format', '01/02/2026'],
    ['an injection-looking string', "2026-01-01'; drop table candidates;--"],
  ])('refuses %s', (_case, dateApplied) => {
    expect(fieldErrorsOf(applicationStageBodySchema, { dateApplied })).toEqual([
      {
        field: 'dateApplied',
        message: 'Enter the date applied as a date (YYYY-MM-DD) or in seconds since 1970.',
      },
    ]);
  });

  it('refuses a date before 1970 like any out-of-range time', () => {
    expect(fieldErrorsOf(applicationStageBodySchema, { dateApplied: '1969-12-31' })).toEqual([
      { field: 'dateApplied', message: 'Enter a valid date and time.' },
    ]);
  });
});

describe('candidateStageParamsSchema', () => {
  it('reads every id of the path', () => {
    expect(candidateStageParamsSchema.parse({ id: '41', stageId: '3', substageId: '7', orgId: '1' })).toEqual(
      {
        id: 41,
        stageId: 3,
        substageId: 7,
        orgId: 1,
      },
    );
  });
});
