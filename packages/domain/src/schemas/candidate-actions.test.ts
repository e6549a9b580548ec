import { describe, expect, it } from 'vitest';
import {
  candidateApplyQuerySchema,
  candidateCvBodySchema,
  candidateFileBodySchema,
  candidateMigrateBodySchema,
  interviewScheduleTypeSchema,
  signatureReturnBodySchema,
} from './candidate-actions.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

describe('candidateApplyQuerySchema', () => {
  it('keeps the source and drops other parameters', () => {
    expect(parseOrFail(candidateApplyQuerySchema, { source: ' Law fair ', subdomain: 'hartwell' })).toEqual({
      source: 'Law fair',
    });
  });
});

describe('candidateMigrateBodySchema', () => {
  it.each([
    [{}, 'This field is required.'],
    [{ roleId: 'two' }, 'Must be a number.'],
    [{ roleId: 0 }, 'Must be at least 1.'],
  ])('refuses %j', (body, message) => {
    expect(fieldErrorsOf(candidateMigrateBodySchema, body)).toEqual([{ field: 'roleId', message }]);
  });
});

describe('candidateCvBodySchema', () => {
  it('accepts base64 or a data URL, the name optional', () => {
    expect(parseOrFail(candidateCvBodySchema, { cv_base64: 'JVBERi0xLjQ=' })).toEqual({
      cv_base64: 'JVBERi0xLjQ=',
    });
    expect(
      parseOrFail(candidateCvBodySchema, { cv_base64: 'data:application/pdf;base64,JVBERi0xLjQ=' }),
    ).toEqual({ cv_base64: 'data:application/pdf;base64,JVBERi0xLjQ=' });
  });

  it('refuses text that is not base64', () => {
    expect(fieldErrorsOf(candidateCvBodySchema, { cv_base64: '<script>' })).toEqual([
      { field: 'cv_base64', message: 'Upload a valid file.' },
    ]);
  });
});

describe('candidateFileBodySchema', () => {
  it('needs the file name', () => {
    expect(fieldErrorsOf(candidateFileBodySchema, { base64: 'JVBERi0xLjQ=' })).toEqual([
      { field: 'fileName', message: 'This field is required.' },
    ]);
  });
});

describe('interviewScheduleTypeSchema', () => {
  it('knows the two scheduling types only', () => {
    expect(interviewScheduleTypeSchema.parse('SCHEDULER')).toBe('SCHEDULER');
    expect(interviewScheduleTypeSchema.safeParse('APTITUDE_ONE').success).toBe(false);
  });
});

describe('signatureReturnBodySchema', () => {
  it('accepts a known status with an optional envelope', () => {
    expect(parseOrFail(signatureReturnBodySchema, { status: 'completed', envelopeId: 'env-1' })).toEqual({
      status: 'completed',
      envelopeId: 'env-1',
    });
  });

  it('refuses an unknown status', () => {
    expect(fieldErrorsOf(signatureReturnBodySchema, { status: "completed'; drop table" })).toHaveLength(1);
  });
});
