import { describe, expect, it } from 'vitest';
import {
  candidateScoreEntrySchema,
  candidateStageScoreSchema,
  metricDefinitionSchema,
  notePayloadSchema,
  scorePayloadSchema,
} from './scoring.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

describe('candidateScoreEntrySchema', () => {
  it.each([4, 'Strong', true, null])('accepts the value %j', (value) => {
    const entry = {
      key: 'writing',
      value,
      stageId: 6,
      questionId: 3,
      question: 'Why law?',
      response: 'Because...',
    };
    expect(parseOrFail(candidateScoreEntrySchema, entry)).toEqual(entry);
  });

  it.each([
    ['a missing key', { value: 1 }, 'key', 'This field is required.'],
    ['an unknown stage', { key: 'k', stageId: 99 }, 'stageId', 'Choose a known stage.'],
    ['a value that is a list', { key: 'k', value: [1] }, 'value', 'Enter a number, text, yes or no.'],
  ])('refuses %s', (_case, input, field, message) => {
    expect(fieldErrorsOf(candidateScoreEntrySchema, input)).toEqual([{ field, message }]);
  });
});

describe('candidateStageScoreSchema', () => {
  it('accepts a score per stage and metric type', () => {
    expect(
      candidateStageScoreSchema.safeParse({ stage: { id: 9 }, score: 3, metricType: 'number' }).success,
    ).toBe(true);
  });

  it('refuses an unknown metric type', () => {
    expect(
      fieldErrorsOf(candidateStageScoreSchema, { stage: { id: 9 }, score: 3, metricType: 'stars' }),
    ).toEqual([{ field: 'metricType', message: 'Choose one of: number, percent, yesno, text, date.' }]);
  });
});

describe('metricDefinitionSchema', () => {
  it.each([
    ['a keyed number metric', { key: 'writing', metricType: 'number', min: 1, max: 5, showOnInvite: true }],
    ['a labelled percent metric', { label: 'Test score', metricType: 'percent', min: 0, max: 100 }],
    ['a metric with equal bounds', { key: 'flag', metricType: 'number', min: 1, max: 1 }],
    ['a date metric without bounds', { key: 'startDate', metricType: 'date' }],
  ])('accepts %s', (_case, metric) => {
    expect(metricDefinitionSchema.safeParse(metric).success).toBe(true);
  });

  it.each([
    ['no key and no label', { metricType: 'number' }, 'label', 'Give the metric a key or a label.'],
    [
      'a blank label and no key',
      { label: '  ', metricType: 'number' },
      'label',
      'Give the metric a key or a label.',
    ],
    [
      'min above max',
      { key: 'k', metricType: 'number', min: 6, max: 5 },
      'max',
      'The maximum must not be below the minimum.',
    ],
    [
      'a min above the default max of a number metric (0 to 5)',
      { key: 'k', metricType: 'number', min: 9 },
      'min',
      'The minimum is above the default maximum; set a maximum too.',
    ],
    [
      'a percent max above 100',
      { key: 'k', metricType: 'percent', max: 101 },
      'max',
      'A percentage must be between 0 and 100.',
    ],
    [
      'a percent min below 0',
      { key: 'k', metricType: 'percent', min: -1 },
      'min',
      'A percentage must be between 0 and 100.',
    ],
    ['no metric type', { key: 'k' }, 'metricType', 'This field is required.'],
  ])('refuses %s', (_case, metric, field, message) => {
    expect(fieldErrorsOf(metricDefinitionSchema, metric)).toEqual([{ field, message }]);
  });
});

describe('scorePayloadSchema', () => {
  it.each([
    [0, 12],
    [12, 12],
    [7.5, 12],
  ])('accepts a score of %s out of %s', (score, totalScore) => {
    expect(scorePayloadSchema.safeParse({ score, totalScore }).success).toBe(true);
  });

  it.each([
    [{ score: 12.5, totalScore: 12 }, 'score', 'The score must not be above the total score.'],
    [{ score: -1, totalScore: 12 }, 'score', 'Must be at least 0.'],
    [{ score: 1 }, 'totalScore', 'This field is required.'],
    [{ score: '5', totalScore: 12 }, 'score', 'Must be a number.'],
  ])('refuses %j', (payload, field, message) => {
    expect(fieldErrorsOf(scorePayloadSchema, payload)).toEqual([{ field, message }]);
  });
});

describe('notePayloadSchema', () => {
  it('trims the comment', () => {
    expect(notePayloadSchema.parse({ comment: '  Strong interview.  ' })).toEqual({
      comment: 'Strong interview.',
    });
  });

  it.each([
    ['a blank comment', '   ', 'Write a note before saving.'],
    ['no comment', undefined, 'This field is required.'],
    ['a comment over 4096 characters', 'x'.repeat(4097), 'Must be at most 4096 characters.'],
  ])('refuses %s', (_case, comment, message) => {
    expect(fieldErrorsOf(notePayloadSchema, { comment })).toEqual([{ field: 'comment', message }]);
  });

  it('accepts 4096 characters and markup-looking text as plain text', () => {
    expect(notePayloadSchema.safeParse({ comment: 'x'.repeat(4096) }).success).toBe(true);
    expect(notePayloadSchema.parse({ comment: '<b>bold</b> & "quoted"' }).comment).toBe(
      '<b>bold</b> & "quoted"',
    );
  });
});
