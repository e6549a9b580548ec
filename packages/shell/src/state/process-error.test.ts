import { ApiError } from '@shortlist/api-client';
import { describe, expect, it } from 'vitest';
import { toProcessError } from './process-error.ts';

describe('toProcessError', () => {
  it('keeps the message, status, code, field errors and support message of an API error', () => {
    const error = new ApiError({
      status: 400,
      code: 'invalid_request',
      message: 'Enter a valid email address.',
      fieldErrors: [{ field: 'email', message: 'Enter a valid email address.' }],
    });
    expect(toProcessError(error)).toEqual({
      message: 'Enter a valid email address.',
      status: 400,
      code: 'invalid_request',
      fieldErrors: [{ field: 'email', message: 'Enter a valid email address.' }],
      supportMessage: null,
    });
  });

  it('shows the generic message for a failure that is not an API reply', () => {
    expect(toProcessError(new TypeError('x is undefined')).message).toBe(
      'Some error happened. Please try again later.',
    );
  });
});
