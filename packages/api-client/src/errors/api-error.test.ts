import { genericErrorMessage } from '@shortlist/domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError, createNetworkError, createReplyError, createSessionExpiredError } from './api-error.ts';

const identity = (text: string) => text;
const supportEmail = 'support@shortlist.test';

describe('createReplyError', () => {
  it('takes the message of the first field error, then keeps every field error', () => {
    const error = createReplyError({
      status: 400,
      body: {
        error: 'invalid_request',
        error_description: 'The request is not valid.',
        errors: [
          { field: 'email', message: 'Enter a valid email address.' },
          { field: 'password', message: 'This field is required.' },
        ],
      },
      translate: identity,
      supportEmail,
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Enter a valid email address.');
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_request');
    expect(error.description).toBe('The request is not valid.');
    expect(error.fieldErrors).toEqual([
      { field: 'email', message: 'Enter a valid email address.' },
      { field: 'password', message: 'This field is required.' },
    ]);
    expect(error.supportMessage).toBeNull();
  });

  it('uses a plain-string body, then error_description, then message', () => {
    const make = (body: unknown) =>
      createReplyError({ status: 409, body, translate: identity, supportEmail });
    expect(make('Already taken').message).toBe('Already taken');
    expect(make({ error: 'conflict', error_description: 'This record already exists.' }).message).toBe(
      'This record already exists.',
    );
    expect(make({ message: 'Legacy wording' }).message).toBe('Legacy wording');
  });

  it('translates the message and falls back to the translated generic message', () => {
    const translate = (text: string) => `[${text}]`;
    expect(
      createReplyError({ status: 403, body: { error_description: 'No.' }, translate, supportEmail }).message,
    ).toBe('[No.]');
    const empty = createReplyError({ status: 404, body: undefined, translate, supportEmail });
    expect(empty.message).toBe(`[${genericErrorMessage}]`);
    expect(empty.code).toBe('not_found');
  });

  it("offers the brand's support message for a server failure", () => {
    const error = createReplyError({ status: 502, body: undefined, translate: identity, supportEmail });
    expect(error.supportMessage).toBe(
      'System error. Please contact your account manager for support or email us at support@shortlist.test.',
    );
    expect(error.code).toBe('server_error');
  });
});

describe('createNetworkError and createSessionExpiredError', () => {
  it('describes a call with no reply with status 0 and the generic message', () => {
    const cause = new TypeError('fetch failed');
    const error = createNetworkError(identity, cause);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: genericErrorMessage });
    expect(error.cause).toBe(cause);
  });

  it('tells the user to sign in again when the session cannot be renewed', () => {
    expect(createSessionExpiredError(identity)).toMatchObject({
      status: 401,
      code: 'session_expired',
      message: 'Your session has expired. Please sign in again.',
    });
  });
});
