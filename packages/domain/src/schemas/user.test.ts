import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';
import {
  confirmAccountSchema,
  contactPreferencesSchema,
  currentUserQuerySchema,
  forgotPasswordSchema,
  passwordChangeSchema,
  resetPasswordSchema,
  signupSchema,
  userSchema,
  userUpdateSchema,
  verifyEmailSchema,
} from './user.ts';

const strongPassword = 'Shortlist#2026';

describe('userSchema', () => {
  const user = {
    id: 7,
    userType: 'HIRING_MANAGER',
    email: 'hm@hartwell.test',
    firstName: 'Harriet',
    lastName: 'Moss',
    preferredName: null,
    anonymised: false,
    candidateStatus: null,
    createdAt: 1_767_225_600,
    organization: { id: 1, name: 'Hartwell & Finch LLP', subdomain: 'hartwell', sessionTimeout: 30 },
    otpCookie: null,
  };

  it('accepts a user as the API answers it', () => {
    expect(parseOrFail(userSchema, user)).toMatchObject({ id: 7, organization: { subdomain: 'hartwell' } });
  });

  it.each(['SUPERUSER', "ADMIN' OR 1=1", 'admin'])('refuses the unknown user type %j', (userType) => {
    expect(fieldErrorsOf(userSchema, { ...user, userType })).toEqual([
      {
        field: 'userType',
        message:
          'Choose one of: CANDIDATE, ANONYMOUS_CANDIDATE, HIRING_MANAGER, HIRING_MANAGER_ADMIN, ADMIN.',
      },
    ]);
  });

  it('reports problems inside the organisation with their full path', () => {
    expect(
      fieldErrorsOf(userSchema, { ...user, organization: { ...user.organization, subdomain: 'Hart Well' } }),
    ).toEqual([
      {
        field: 'organization.subdomain',
        message: 'Use 2 to 40 lower-case letters, digits or hyphens, not starting or ending with a hyphen.',
      },
    ]);
  });
});

describe('userUpdateSchema', () => {
  it('accepts names, email and an optional avatar', () => {
    expect(
      parseOrFail(userUpdateSchema, {
        firstName: ' Jane ',
        lastName: 'Doe',
        email: 'Jane@Example.com',
        avatarBase64: 'data:image/png;base64,iVBORw0KGgo=',
      }),
    ).toMatchObject({ firstName: 'Jane', email: 'jane@example.com' });
  });

  it('names every missing required field', () => {
    expect(fieldErrorsOf(userUpdateSchema, { preferredName: 'J' })).toEqual([
      { field: 'firstName', message: 'This field is required.' },
      { field: 'lastName', message: 'This field is required.' },
      { field: 'email', message: 'This field is required.' },
    ]);
  });

  it('accepts an injection-looking name as plain text', () => {
    const name = "O'Brien; DROP TABLE users";
    expect(parseOrFail(userUpdateSchema, { firstName: name, lastName: 'x', email: 'a@b.co' }).firstName).toBe(
      name,
    );
  });

  it('refuses a name longer than 255 characters', () => {
    expect(
      fieldErrorsOf(userUpdateSchema, { firstName: 'a'.repeat(256), lastName: 'x', email: 'a@b.co' }),
    ).toEqual([{ field: 'firstName', message: 'Must be at most 255 characters.' }]);
  });
});

describe('contactPreferencesSchema', () => {
  it.each([
    [
      'SMS with a +44 number',
      { channels: ['SMS'], mobile: '+44 7700 900123' },
      { channels: ['SMS'], mobile: '07700900123' },
    ],
    ['email only, no mobile', { channels: ['EMAIL'] }, { channels: ['EMAIL'], mobile: null }],
    ['no channel at all', { channels: [] }, { channels: [], mobile: null }],
    [
      'repeated channels',
      { channels: ['EMAIL', 'SMS', 'EMAIL'], mobile: '07700900123' },
      { channels: ['EMAIL', 'SMS'], mobile: '07700900123' },
    ],
  ])('accepts %s', (_case, input, expected) => {
    expect(parseOrFail(contactPreferencesSchema, input)).toEqual(expected);
  });

  it.each([
    [
      'SMS without a mobile',
      { channels: ['SMS'] },
      'mobile',
      'Enter a mobile number to receive text messages.',
    ],
    [
      'SMS with a blank mobile',
      { channels: ['SMS'], mobile: '  ' },
      'mobile',
      'Enter a mobile number to receive text messages.',
    ],
    [
      'a 10-digit mobile',
      { channels: ['SMS'], mobile: '0770090012' },
      'mobile',
      'Enter a UK mobile number starting 07 or +44 7.',
    ],
    [
      'a landline',
      { channels: ['EMAIL'], mobile: '02079460000' },
      'mobile',
      'Enter a UK mobile number starting 07 or +44 7.',
    ],
    ['an unknown channel', { channels: ['PIGEON'] }, 'channels.0', 'Choose one of: EMAIL, SMS.'],
  ])('refuses %s', (_case, input, field, message) => {
    expect(fieldErrorsOf(contactPreferencesSchema, input)).toEqual([{ field, message }]);
  });
});

describe('passwordChangeSchema', () => {
  it('accepts a strong new password', () => {
    expect(
      passwordChangeSchema.safeParse({ currentPassword: 'old one', newPassword: strongPassword }).success,
    ).toBe(true);
  });

  it('lists every broken password rule in one message', () => {
    expect(fieldErrorsOf(passwordChangeSchema, { currentPassword: 'x', newPassword: 'abc' })).toEqual([
      {
        field: 'newPassword',
        message:
          'Password must be at least 8 characters long. Password must contain a digit. ' +
          'Password must contain a special character. Password must contain an upper-case letter.',
      },
    ]);
  });

  it.each([
    ['Abcdef1!', true],
    ['Abcde1!', false],
  ])('applies the 8-character boundary to %s', (newPassword, accepted) => {
    expect(passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword }).success).toBe(accepted);
  });

  it('refuses a new password equal to the current one', () => {
    expect(
      fieldErrorsOf(passwordChangeSchema, { currentPassword: strongPassword, newPassword: strongPassword }),
    ).toEqual([
      { field: 'newPassword', message: 'Choose a new password that differs from the current one.' },
    ]);
  });

  it('reports missing passwords as required', () => {
    expect(fieldErrorsOf(passwordChangeSchema, {})).toEqual([
      { field: 'currentPassword', message: 'This field is required.' },
      { field: 'newPassword', message: 'This field is required.' },
    ]);
  });

  it('refuses a password over 128 characters', () => {
    const tooLong = `${strongPassword}${'a'.repeat(115)}`;
    expect(tooLong).toHaveLength(129);
    expect(fieldErrorsOf(passwordChangeSchema, { currentPassword: 'x', newPassword: tooLong })).toEqual([
      { field: 'newPassword', message: 'Must be at most 128 characters.' },
    ]);
  });
});

describe('signupSchema', () => {
  const signup = {
    email: 'new@example.com',
    password: strongPassword,
    firstName: 'New',
    lastName: 'Person',
    acceptTerms: true,
  };

  it('accepts a complete signup', () => {
    expect(signupSchema.safeParse(signup).success).toBe(true);
  });

  it.each([false, undefined, 'true'])('requires the terms to be accepted (acceptTerms %j)', (acceptTerms) => {
    expect(fieldErrorsOf(signupSchema, { ...signup, acceptTerms })).toEqual([
      { field: 'acceptTerms', message: 'Accept the terms and conditions to continue.' },
    ]);
  });
});

describe('public account bodies', () => {
  it('forgot-password needs a valid email', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'jane@example.com' }).success).toBe(true);
    expect(fieldErrorsOf(forgotPasswordSchema, { email: 'jane' })).toEqual([
      { field: 'email', message: 'Enter a valid email address.' },
    ]);
  });

  it('reset needs a strong password and a well-formed token', () => {
    expect(resetPasswordSchema.safeParse({ newPassword: strongPassword, token: 'abc123' }).success).toBe(
      true,
    );
    expect(fieldErrorsOf(resetPasswordSchema, { newPassword: strongPassword, token: '../../admin' })).toEqual(
      [{ field: 'token', message: 'This link or code is not valid.' }],
    );
  });

  it('confirm needs a token and a candidate id', () => {
    expect(confirmAccountSchema.safeParse({ token: 'abc', candidateId: 3 }).success).toBe(true);
    expect(fieldErrorsOf(confirmAccountSchema, { token: 'abc', candidateId: 0 })).toEqual([
      { field: 'candidateId', message: 'Must be at least 1.' },
    ]);
  });

  it('verify-email needs a token', () => {
    expect(fieldErrorsOf(verifyEmailSchema, {})).toEqual([
      { field: 'token', message: 'This field is required.' },
    ]);
  });

  it('reads cookieRequested from the query string', () => {
    expect(currentUserQuerySchema.parse({ cookieRequested: 'true' })).toEqual({ cookieRequested: true });
    expect(currentUserQuerySchema.parse({})).toEqual({});
  });
});
