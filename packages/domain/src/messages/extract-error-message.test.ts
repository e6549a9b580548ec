import { describe, expect, it } from 'vitest';
import { extractErrorMessage } from './extract-error-message.ts';

const full = {
  errors: [
    { field: 'email', message: 'Email is taken' },
    { field: 'name', message: 'Name is required' },
  ],
  error_description: 'Bad request',
  message: 'Request failed',
};

describe('extractErrorMessage', () => {
  it('takes the message of the first errors item before anything else', () => {
    expect(extractErrorMessage(full)).toBe('Email is taken');
  });

  it('takes a plain string body', () => {
    expect(extractErrorMessage('Invalid post code')).toBe('Invalid post code');
  });

  it('takes error_description when there is no errors list', () => {
    expect(extractErrorMessage({ error: 'invalid_grant', error_description: 'Invalid login cookie.' })).toBe(
      'Invalid login cookie.',
    );
  });

  it('takes error_description before message', () => {
    expect(extractErrorMessage({ error_description: 'Bad request', message: 'Request failed' })).toBe(
      'Bad request',
    );
  });

  it('takes message last', () => {
    expect(extractErrorMessage({ message: 'Request failed' })).toBe('Request failed');
  });

  it.each([
    ['an empty errors list', { errors: [], error_description: 'Bad request' }],
    ['a first item without a message', { errors: [{ field: 'x' }], error_description: 'Bad request' }],
    ['a first item with a blank message', { errors: [{ message: ' ' }], error_description: 'Bad request' }],
    ['a first item that is not an object', { errors: ['oops'], error_description: 'Bad request' }],
    ['errors that is not a list', { errors: { message: 'x' }, error_description: 'Bad request' }],
  ])('falls through %s to error_description', (_name, body) => {
    expect(extractErrorMessage(body)).toBe('Bad request');
  });

  it('falls through a blank error_description to message', () => {
    expect(extractErrorMessage({ error_description: '', message: 'Request failed' })).toBe('Request failed');
  });

  it('ignores texts that are not strings', () => {
    expect(extractErrorMessage({ error_description: 42, message: { text: 'x' } })).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 500],
    ['a blank string', '   '],
    ['an empty object', {}],
    ['a list', ['Email is taken']],
  ])('finds nothing in %s', (_name, body) => {
    expect(extractErrorMessage(body)).toBeNull();
  });
});
