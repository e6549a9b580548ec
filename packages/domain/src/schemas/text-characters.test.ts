import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applicationResponseSchema } from './application.ts';
import { loginFormSchema } from './auth.ts';
import { profileAnswersSchema } from './candidate.ts';
import {
  fieldMessages,
  hasOnlyAllowedCharacters,
  optionalTextField,
  secretField,
  textField,
} from './fields.ts';
import { referenceTermQuerySchema } from './reference-data.ts';
import { fieldErrorsOf } from './test-support.ts';

const one = <S extends z.ZodType>(schema: S) => z.object({ value: schema });
const refused = fieldMessages.disallowedCharacters;

const disallowed = [
  ['a NUL character', 'Ada\u0000Lovelace'],
  ['a bell', 'ring\u0007'],
  ['a vertical tab', 'a\u000Bb'],
  ['a form feed', 'a\u000Cb'],
  ['an escape', '\u001B[31mred'],
  ['a unit separator', 'a\u001Fb'],
  ['a lone high surrogate', 'broken \uD83D'],
  ['a lone low surrogate', '\uDE00 broken'],
] as const;

describe('text fields refuse characters a person cannot type', () => {
  it.each(disallowed)('textField refuses %s', (_case, value) => {
    expect(fieldErrorsOf(one(textField()), { value })).toEqual([{ field: 'value', message: refused }]);
  });

  it.each(disallowed)('optionalTextField refuses %s', (_case, value) => {
    expect(fieldErrorsOf(one(optionalTextField()), { value })).toEqual([
      { field: 'value', message: refused },
    ]);
  });

  it('refuses a NUL inside a password', () => {
    expect(fieldErrorsOf(one(secretField()), { value: 'pass\u0000word' })).toEqual([
      { field: 'value', message: refused },
    ]);
  });

  it.each([
    ['tab, newline and carriage return', 'line one\tcolumn\r\nline two'],
    ['accents and other scripts', 'Zoë Ørsted, 山田 太郎, Łódź'],
    ['emoji made of surrogate pairs', 'Great interview 👍🏽'],
    ['a delete character and non-breaking space', 'a\u007Fb\u00A0c'],
  ])('accepts %s', (_case, value) => {
    expect(hasOnlyAllowedCharacters(value)).toBe(true);
    expect(fieldErrorsOf(one(textField(500)), { value })).toEqual([]);
  });
});

describe('free text nested in documents is checked too', () => {
  it('refuses a NUL in an application answer', () => {
    const errors = fieldErrorsOf(applicationResponseSchema, {
      questionId: 'motivation',
      response: 'x\u0000',
    });
    expect(errors.map((error) => error.field)).toContain('response');
  });

  it('refuses a control character in a profile answer list', () => {
    const errors = fieldErrorsOf(profileAnswersSchema, { hobbies: ['chess', 'go\u0001'] });
    expect(errors).not.toEqual([]);
  });

  it('refuses a NUL in a search term from the query string', () => {
    expect(fieldErrorsOf(referenceTermQuerySchema, { term: 'Eton\u0000' })).toEqual([
      { field: 'term', message: refused },
    ]);
  });

  it('refuses a NUL in the sign-in username', () => {
    const errors = fieldErrorsOf(loginFormSchema, { username: 'ada\u0000@example.com', password: 'x' });
    expect(errors).toEqual([{ field: 'username', message: refused }]);
  });
});
