import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  base64FileField,
  emailField,
  enumField,
  fromQuery,
  integerField,
  keyField,
  languageCodeField,
  maxUploadBytes,
  optionalTextField,
  queryBooleanField,
  textField,
  tokenField,
  yearField,
} from './fields.ts';
import { fieldErrorsOf } from './test-support.ts';

const one = <S extends z.ZodType>(schema: S) => z.object({ value: schema });
const injection = "Robert'); DROP TABLE users;-- <script>alert(1)</script>";

describe('textField', () => {
  it('trims and accepts text up to its limit', () => {
    expect(textField(5).parse('  abcde  ')).toBe('abcde');
  });

  it.each([
    ['blank', '   ', 'This field is required.'],
    ['missing', undefined, 'This field is required.'],
    ['over the limit', 'abcdef', 'Must be at most 5 characters.'],
    ['not text', 12, 'Must be text.'],
  ])('refuses %s input', (_case, value, message) => {
    expect(fieldErrorsOf(one(textField(5)), { value })).toEqual([{ field: 'value', message }]);
  });

  it('keeps injection-looking input as plain text', () => {
    expect(textField(100).parse(injection)).toBe(injection);
  });
});

describe('optionalTextField', () => {
  it.each([undefined, null, ''])('accepts %j', (value) => {
    expect(one(optionalTextField()).safeParse({ value }).success).toBe(true);
  });
});

describe('enumField', () => {
  const channel = one(enumField(['EMAIL', 'SMS'] as const));

  it('accepts a listed value', () => {
    expect(channel.parse({ value: 'SMS' })).toEqual({ value: 'SMS' });
  });

  it.each([
    ["SMS' OR '1'='1", 'Choose one of: EMAIL, SMS.'],
    ['sms', 'Choose one of: EMAIL, SMS.'],
    [undefined, 'This field is required.'],
  ])('refuses %j', (value, message) => {
    expect(fieldErrorsOf(channel, { value })).toEqual([{ field: 'value', message }]);
  });
});

describe('emailField', () => {
  it('trims and lower-cases the address', () => {
    expect(emailField().parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it.each([
    ['', 'This field is required.'],
    ['jane@', 'Enter a valid email address.'],
    ['jane@example', 'Enter a valid email address.'],
    [injection, 'Enter a valid email address.'],
  ])('refuses %j with one message', (value, message) => {
    expect(fieldErrorsOf(one(emailField()), { value })).toEqual([{ field: 'value', message }]);
  });
});

describe('integerField', () => {
  it.each([
    [0, true],
    [5, true],
    [-1, false],
    [6, false],
  ])('within 0..5, %s is accepted: %s', (value, accepted) => {
    expect(integerField(0, 5).safeParse(value).success).toBe(accepted);
  });
});

describe('keyField', () => {
  it.each(['firstName', 'q1', 'section.field_2', 'a-b'])('accepts %s', (value) => {
    expect(keyField().safeParse(value).success).toBe(true);
  });

  it.each(['1abc', 'has space', 'x;drop', ''])('refuses %j', (value) => {
    expect(keyField().safeParse(value).success).toBe(false);
  });
});

describe('tokenField', () => {
  it('accepts URL-safe tokens', () => {
    expect(tokenField().parse('abc-DEF_123.~x')).toBe('abc-DEF_123.~x');
  });

  it.each(['../../etc/passwd', 'a b', '<token>'])('refuses %j as not a valid link', (value) => {
    expect(fieldErrorsOf(one(tokenField()), { value })).toEqual([
      { field: 'value', message: 'This link or code is not valid.' },
    ]);
  });
});

describe('languageCodeField', () => {
  it.each([
    ['en', true],
    ['cy', true],
    ['en-GB', true],
    ['EN', false],
    ['english', false],
    ['en-gb', false],
  ])('%s is accepted: %s', (value, accepted) => {
    expect(languageCodeField().safeParse(value).success).toBe(accepted);
  });
});

describe('yearField', () => {
  it.each([
    [1899, false],
    [1900, true],
    [2026, true],
    [2100, true],
    [2101, false],
    [2020.5, false],
  ])('%s is accepted: %s', (value, accepted) => {
    expect(yearField().safeParse(value).success).toBe(accepted);
  });

  it('explains a bad year and a missing one', () => {
    expect(fieldErrorsOf(one(yearField()), { value: 20 })).toEqual([
      { field: 'value', message: 'Enter a four-digit year.' },
    ]);
    expect(fieldErrorsOf(one(yearField()), {})).toEqual([
      { field: 'value', message: 'This field is required.' },
    ]);
  });
});

describe('base64FileField', () => {
  it.each(['JVBERi0xLjQK', 'data:application/pdf;base64,JVBERi0xLjQK', 'aGVsbG8='])('accepts %s', (value) => {
    expect(base64FileField().safeParse(value).success).toBe(true);
  });

  it('refuses text that is not base64', () => {
    expect(fieldErrorsOf(one(base64FileField()), { value: 'not base64!' })).toEqual([
      { field: 'value', message: 'Upload a valid file.' },
    ]);
  });

  it('refuses a file larger than the upload limit', () => {
    const tooLarge = 'A'.repeat(Math.ceil(maxUploadBytes / 3) * 4 + 204);
    expect(fieldErrorsOf(one(base64FileField()), { value: tooLarge })).toEqual([
      { field: 'value', message: 'The file is too large.' },
    ]);
  });
});

describe('fromQuery', () => {
  const page = one(fromQuery(integerField(0).default(0)));

  it.each([
    ['7', 7],
    ['', 0],
    [undefined, 0],
    [3, 3],
  ])('reads %j as %s', (value, expected) => {
    expect(page.parse({ value }).value).toBe(expected);
  });

  it('refuses text that is not a number', () => {
    expect(fieldErrorsOf(page, { value: 'seven' })).toEqual([
      { field: 'value', message: 'Must be a number.' },
    ]);
  });
});

describe('queryBooleanField', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    [true, true],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j as %s', (value, expected) => {
    expect(one(queryBooleanField()).parse({ value }).value).toBe(expected);
  });

  it('refuses other text', () => {
    expect(fieldErrorsOf(one(queryBooleanField()), { value: 'maybe' })).toEqual([
      { field: 'value', message: 'Must be yes or no.' },
    ]);
  });
});
