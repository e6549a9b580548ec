import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from './api-error.ts';
import { apiErrorCodes, resolveApiErrorCode } from './api-error.ts';
import { extractErrorMessage } from './extract-error-message.ts';

describe('apiErrorCodes', () => {
  it.each([
    [400, 'invalid_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [413, 'payload_too_large'],
    [415, 'unsupported_media_type'],
    [429, 'too_many_requests'],
    [500, 'server_error'],
  ] as const)('names status %i %s', (status, code) => {
    expect(apiErrorCodes[status]).toBe(code);
    expect(resolveApiErrorCode(status)).toBe(code);
  });
});

describe('resolveApiErrorCode', () => {
  it.each([
    [402, 'invalid_request'],
    [422, 'invalid_request'],
    [499, 'invalid_request'],
    [399, 'server_error'],
    [502, 'server_error'],
    [503, 'server_error'],
  ])('treats unlisted status %i as %s', (status, code) => {
    expect(resolveApiErrorCode(status)).toBe(code);
  });
});

describe('ApiErrorBody', () => {
  it('carries field messages that extraction reads first', () => {
    const body: ApiErrorBody = {
      error: apiErrorCodes[400],
      error_description: 'The request is invalid.',
      errors: [{ field: 'email', message: 'Email is taken' }],
    };
    expect(extractErrorMessage(body)).toBe('Email is taken');
  });
});
