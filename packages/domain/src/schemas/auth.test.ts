import { describe, expect, it } from 'vitest';
import {
  loginFormSchema,
  logoutBodySchema,
  oauthGrantSchema,
  passwordGrantSchema,
  refreshGrantSchema,
  resolveTokenGrantKind,
  tokenRequestSchema,
  tokenResponseSchema,
  userTokenGrantSchema,
} from './auth.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

const client = { scope: 'write', client_id: 'shortlist-web', application_type: 'PATIENT' };
const passwordLogin = {
  ...client,
  grant_type: 'password',
  username: 'hm@hartwell.test',
  password: 'Shortlist#2026',
  partner: 'hartwell',
  otp: '123456',
  otpCookie: 'abc',
};
const tokenLogin = { ...client, grant_type: 'password', type: 'USER_TOKEN', password: 'user-token-1' };
const oauthLogin = { ...client, grant_type: 'password', username: 'token', password: 'provider-token' };
const refresh = { ...client, grant_type: 'refresh_token', refresh_token: 'r-1' };

describe('tokenRequestSchema', () => {
  it.each([
    ['a password login', passwordLogin, 'password'],
    ['a token login', tokenLogin, 'userToken'],
    ['an OAuth login', oauthLogin, 'oauth'],
    ['a refresh', refresh, 'refresh'],
  ] as const)('accepts %s and tells its kind', (_case, input, kind) => {
    expect(resolveTokenGrantKind(parseOrFail(tokenRequestSchema, input))).toBe(kind);
  });

  it('fills scope and application_type when the form leaves them out', () => {
    const request = parseOrFail(tokenRequestSchema, {
      grant_type: 'password',
      username: 'Jane@Example.com',
      password: 'x',
      client_id: 'shortlist-web',
    });
    expect(request).toMatchObject({
      scope: 'write',
      application_type: 'PATIENT',
      username: 'jane@example.com',
    });
  });

  it.each([
    ['no grant type', {}, [{ field: 'grant_type', message: 'This field is required.' }]],
    [
      'an unknown grant type',
      { grant_type: 'client_credentials' },
      [{ field: 'grant_type', message: 'Choose a supported grant type.' }],
    ],
    [
      'an unknown login type',
      { ...tokenLogin, type: 'MAGIC' },
      [{ field: 'type', message: 'Choose a supported sign-in type.' }],
    ],
    [
      'a login without a password',
      { ...passwordLogin, password: undefined },
      [{ field: 'password', message: 'This field is required.' }],
    ],
    [
      'a username that is neither an email nor token',
      { ...passwordLogin, username: "admin' --" },
      [{ field: 'username', message: "Enter your email address (or 'token' for a sign-in link)." }],
    ],
    [
      'a refresh without its token',
      { ...refresh, refresh_token: '' },
      [{ field: 'refresh_token', message: 'This field is required.' }],
    ],
    ['another scope', { ...refresh, scope: 'read' }, [{ field: 'scope', message: 'Must be write.' }]],
    [
      'another application type',
      { ...passwordLogin, application_type: 'DOCTOR' },
      [{ field: 'application_type', message: 'Must be PATIENT.' }],
    ],
    [
      'no client id',
      { ...refresh, client_id: undefined },
      [{ field: 'client_id', message: 'This field is required.' }],
    ],
  ])('refuses %s', (_case, input, errors) => {
    expect(fieldErrorsOf(tokenRequestSchema, input)).toEqual(errors);
  });

  it('treats blank optional form fields as absent', () => {
    const request = parseOrFail(tokenRequestSchema, {
      ...passwordLogin,
      otp: '',
      otpCookie: ' ',
      partner: '',
    });
    expect(request).toMatchObject({
      otp: undefined,
      otpCookie: undefined,
      partner: undefined,
      username: 'hm@hartwell.test',
    });
  });

  it.each([
    ['123', false],
    ['1234', true],
    ['1234567890', true],
    ['12345678901', false],
    ['12a456', false],
  ])('one-time code %s is accepted: %s', (otp, accepted) => {
    expect(tokenRequestSchema.safeParse({ ...passwordLogin, otp }).success).toBe(accepted);
  });
});

describe('the single-kind grant schemas', () => {
  it('keep each kind to its own shape', () => {
    expect(passwordGrantSchema.safeParse(passwordLogin).success).toBe(true);
    expect(passwordGrantSchema.safeParse(oauthLogin).success).toBe(false);
    expect(oauthGrantSchema.safeParse(oauthLogin).success).toBe(true);
    expect(oauthGrantSchema.safeParse(passwordLogin).success).toBe(false);
    expect(userTokenGrantSchema.safeParse(tokenLogin).success).toBe(true);
    expect(refreshGrantSchema.safeParse(refresh).success).toBe(true);
  });
});

describe('tokenResponseSchema', () => {
  const reply = {
    access_token: 'a',
    token_type: 'bearer',
    refresh_token: 'r',
    expires_in: 3600,
    scope: 'write',
  };

  it('accepts a token reply', () => {
    expect(parseOrFail(tokenResponseSchema, reply)).toEqual(reply);
  });

  it.each([
    [{ ...reply, expires_in: -1 }, 'expires_in', 'Must be at least 0.'],
    [{ ...reply, expires_in: '3600' }, 'expires_in', 'Must be a number.'],
    [{ ...reply, access_token: undefined }, 'access_token', 'This field is required.'],
  ])('refuses %j', (input, field, message) => {
    expect(fieldErrorsOf(tokenResponseSchema, input)).toEqual([{ field, message }]);
  });
});

describe('logoutBodySchema', () => {
  it('needs a device id', () => {
    expect(logoutBodySchema.safeParse({ deviceId: 'web' }).success).toBe(true);
    expect(fieldErrorsOf(logoutBodySchema, {})).toEqual([
      { field: 'deviceId', message: 'This field is required.' },
    ]);
  });
});

describe('loginFormSchema', () => {
  it.each([
    ['an email and a password', { username: 'jane@example.com', password: 'secret' }],
    ['a token alone', { token: 'abc' }],
    ['a token with blank credentials', { token: 'abc', username: '', password: '' }],
  ])('accepts %s', (_case, input) => {
    expect(loginFormSchema.safeParse(input).success).toBe(true);
  });

  const needsCredentials = 'Enter your email address and password, or use a sign-in link.';

  it.each([
    [
      'nothing',
      {},
      [
        { field: 'username', message: needsCredentials },
        { field: 'password', message: needsCredentials },
      ],
    ],
    [
      'a blank token and no password',
      { token: '  ', username: 'jane@example.com' },
      [{ field: 'password', message: needsCredentials }],
    ],
    [
      'a username without a password',
      { username: 'jane@example.com' },
      [{ field: 'password', message: needsCredentials }],
    ],
    [
      'a password without a username',
      { password: 'secret' },
      [{ field: 'username', message: needsCredentials }],
    ],
    [
      'a username that is not an email',
      { username: 'jane', password: 'secret' },
      [{ field: 'username', message: 'Enter a valid email address.' }],
    ],
  ])('refuses %s', (_case, input, errors) => {
    expect(fieldErrorsOf(loginFormSchema, input)).toEqual(errors);
  });
});
