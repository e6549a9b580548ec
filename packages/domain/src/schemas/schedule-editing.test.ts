import { describe, expect, it } from 'vitest';
import {
  assessmentResultSchema,
  assessmentTypeParamsSchema,
  candidateInvitationSchema,
  scheduleCreateSchema,
} from './schedule-editing.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

const nine = 1_800_000_000;
const schedule = {
  roleId: 1,
  stageId: 3,
  type: 'SCHEDULER',
  name: 'First interviews',
  durationMinutes: 45,
  location: 'London office',
  deadlineDays: 7,
  windows: [{ parentStartDateTime: nine, parentEndDateTime: nine + 3 * 3600, numberOfInterviewers: 2 }],
};

const firstError = (input: unknown) => fieldErrorsOf(scheduleCreateSchema, input)[0];

describe('scheduleCreateSchema', () => {
  it('accepts the five wizard steps', () => {
    expect(parseOrFail(scheduleCreateSchema, schedule)).toEqual(schedule);
  });

  it('refuses a window that ends before it starts', () => {
    const window = { parentStartDateTime: nine, parentEndDateTime: nine - 60, numberOfInterviewers: 1 };
    expect(firstError({ ...schedule, windows: [window] })).toEqual({
      field: 'windows.0.parentEndDateTime',
      message: 'The availability window must end after it starts.',
    });
  });

  it('refuses a window shorter than one interview', () => {
    const window = { parentStartDateTime: nine, parentEndDateTime: nine + 1800, numberOfInterviewers: 1 };
    expect(firstError({ ...schedule, windows: [window] })?.message).toBe(
      'The availability window is shorter than one interview.',
    );
  });

  it.each([
    ['a length that is not offered', { durationMinutes: 50 }, 'durationMinutes'],
    ['a deadline that is not offered', { deadlineDays: 2 }, 'deadlineDays'],
    ['an unknown stage', { stageId: 12 }, 'stageId'],
    ['a stage without interviews', { stageId: 2 }, 'stageId'],
    ['an unknown type', { type: 'APTITUDE_ONE' }, 'type'],
    ['no windows', { windows: [] }, 'windows'],
  ])('refuses %s', (_case, change, field) => {
    expect(firstError({ ...schedule, ...change })?.field).toBe(field);
  });
});

describe('candidateInvitationSchema', () => {
  it('needs at least one candidate id', () => {
    expect(fieldErrorsOf(candidateInvitationSchema, { candidateIds: [] })[0]?.field).toBe('candidateIds');
    expect(parseOrFail(candidateInvitationSchema, { candidateIds: [3, 4] })).toEqual({
      candidateIds: [3, 4],
    });
  });
});

describe('assessmentTypeParamsSchema', () => {
  it('knows the catalogue types only', () => {
    expect(parseOrFail(assessmentTypeParamsSchema, { type: 'SCREENING' })).toEqual({ type: 'SCREENING' });
    expect(fieldErrorsOf(assessmentTypeParamsSchema, { type: 'PSYCHIC' })[0]?.message).toBe(
      'Choose a known assessment type.',
    );
  });
});

describe('assessmentResultSchema', () => {
  it('needs the score of a completed assessment only', () => {
    expect(fieldErrorsOf(assessmentResultSchema, { resultStage: 'COMPLETED' })[0]).toEqual({
      field: 'score',
      message: 'Enter the score of a completed assessment.',
    });
    expect(parseOrFail(assessmentResultSchema, { resultStage: 'PENDING' })).toEqual({
      resultStage: 'PENDING',
    });
    expect(fieldErrorsOf(assessmentResultSchema, { resultStage: 'DONE' })[0]?.field).toBe('resultStage');
  });
});
