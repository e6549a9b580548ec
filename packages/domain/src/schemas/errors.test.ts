import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isLibraryMessage, toFieldErrors, validateWithFieldErrors } from './errors.ts';

// Plain zod schemas with no custom messages: toFieldErrors must still produce readable sentences.
function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return toFieldErrors(result.error);
}

describe('toFieldErrors', () => {
  it('words a missing field as required instead of zod\'s "expected string, received undefined"', () => {
    const result = z.object({ firstName: z.string() }).safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues[0]?.message).toBe('Invalid input: expected string, received undefined');
    expect(toFieldErrors(result.error)).toEqual([{ field: 'firstName', message: 'This field is required.' }]);
  });

  it.each([
    ['text', z.string(), 5, 'Must be text.'],
    ['a number', z.number(), 'five', 'Must be a number.'],
    ['a whole number', z.number().int(), 1.5, 'Must be a whole number.'],
    ['yes or no', z.boolean(), 'yes', 'Must be yes or no.'],
    ['a list', z.array(z.string()), 'a', 'Must be a list.'],
    ['a group of fields', z.object({}), 'a', 'Must be a group of fields.'],
    ['one of a few values', z.enum(['EMAIL', 'SMS']), 'FAX', 'Choose one of: EMAIL, SMS.'],
    [
      'one of many values',
      z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']),
      'Z',
      'Choose one of the listed options.',
    ],
    ['a fixed value', z.literal('write'), 'read', 'Must be write.'],
    ['at least 3 characters', z.string().min(3), 'ab', 'Must be at least 3 characters.'],
    ['non-blank text', z.string().min(1), '', 'This field is required.'],
    ['at most 3 characters', z.string().max(3), 'abcd', 'Must be at most 3 characters.'],
    ['exactly 2 characters', z.string().length(2), 'abc', 'Must be exactly 2 characters.'],
    ['at least 0', z.number().min(0), -1, 'Must be at least 0.'],
    ['greater than 0', z.number().positive(), 0, 'Must be greater than 0.'],
    ['at most 5', z.number().max(5), 6, 'Must be at most 5.'],
    ['less than 5', z.number().lt(5), 5, 'Must be less than 5.'],
    ['at least one item', z.array(z.string()).min(1), [], 'Choose at least one item.'],
    ['at least two items', z.array(z.string()).min(2), ['a'], 'Choose at least 2 items.'],
    ['at most one item', z.array(z.string()).max(1), ['a', 'b'], 'Choose at most one item.'],
    ['an email address', z.email(), 'nope', 'Enter a valid email address.'],
    ['a pattern', z.string().regex(/^\d+$/), 'x', 'Enter the value in the expected format.'],
    ['a multiple', z.number().multipleOf(5), 7, 'Must be a multiple of 5.'],
  ])('rewords zod defaults: %s', (_case, schema, value, message) => {
    expect(errorsOf(z.object({ value: schema }), { value })).toEqual([{ field: 'value', message }]);
  });

  it('joins nested paths with dots', () => {
    const schema = z.object({
      universities: z.array(z.object({ universityGraduationYear: z.number() })),
    });
    expect(
      errorsOf(schema, {
        universities: [{ universityGraduationYear: 2020 }, { universityGraduationYear: 'x' }],
      }),
    ).toEqual([{ field: 'universities.1.universityGraduationYear', message: 'Must be a number.' }]);
  });

  it('names the whole body with an empty field when the body itself is wrong', () => {
    expect(errorsOf(z.object({ a: z.string() }), 'text')).toEqual([
      { field: '', message: 'Must be a group of fields.' },
    ]);
  });

  it('reports each unknown key of a strict object on its own field', () => {
    expect(errorsOf(z.strictObject({ a: z.string().optional() }), { b: 1, c: 2 })).toEqual([
      { field: 'b', message: 'This field is not allowed.' },
      { field: 'c', message: 'This field is not allowed.' },
    ]);
  });

  it('keeps messages that a schema set', () => {
    const schema = z.object({ comment: z.string().min(1, { error: 'Write a note before saving.' }) });
    expect(errorsOf(schema, { comment: '' })).toEqual([
      { field: 'comment', message: 'Write a note before saving.' },
    ]);
  });

  it('keeps a custom message that starts like a zod one', () => {
    const schema = z.object({ postcode: z.string().refine(() => false, { error: 'Invalid post code' }) });
    expect(errorsOf(schema, { postcode: 'x' })).toEqual([
      { field: 'postcode', message: 'Invalid post code' },
    ]);
  });

  it('explains a failed union by the option that came closest', () => {
    const schema = z.union([
      z.object({ kind: z.literal('a'), count: z.number() }),
      z.object({ kind: z.literal('b'), name: z.string(), size: z.number() }),
    ]);
    expect(errorsOf(schema, { kind: 'a', count: 'x' })).toEqual([
      { field: 'count', message: 'Must be a number.' },
    ]);
  });

  it('names the choices of a discriminated union', () => {
    const schema = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a') }),
      z.object({ kind: z.literal('b') }),
    ]);
    expect(errorsOf(schema, { kind: 'c' })).toEqual([{ field: 'kind', message: 'Choose one of: a, b.' }]);
  });

  it('reports a problem in a record key under the key', () => {
    const schema = z.object({ scores: z.record(z.string().regex(/^[a-z]+$/), z.number()) });
    expect(errorsOf(schema, { scores: { abc: 1, 'A!': 2 } })).toEqual([
      { field: 'scores.A!', message: 'Enter the value in the expected format.' },
    ]);
  });

  it('lists each field and message once', () => {
    const schema = z.object({ a: z.number() }).superRefine((_value, context) => {
      context.addIssue({ code: 'custom', message: 'Same.', path: ['a'] });
      context.addIssue({ code: 'custom', message: 'Same.', path: ['a'] });
    });
    expect(errorsOf(schema, { a: 1 })).toEqual([{ field: 'a', message: 'Same.' }]);
  });
});

describe('isLibraryMessage', () => {
  it.each([
    'Invalid input: expected string, received undefined',
    'Invalid input',
    'Invalid option: expected one of "a"|"b"',
    'Too small: expected string to have >=1 characters',
    'Too big: expected number to be <=5',
    'Unrecognized key: "b"',
    'Invalid email address',
    'Invalid string: must match pattern /x/',
  ])('recognises zod wording: %s', (message) => {
    expect(isLibraryMessage(message)).toBe(true);
  });

  it.each(['Invalid post code', 'This field is required.', 'Enter a valid email address.'])(
    'leaves our wording alone: %s',
    (message) => {
      expect(isLibraryMessage(message)).toBe(false);
    },
  );
});

describe('validateWithFieldErrors', () => {
  it('answers the parsed data when the input is valid', () => {
    expect(validateWithFieldErrors(z.object({ a: z.string().trim() }), { a: ' x ' })).toEqual({
      success: true,
      data: { a: 'x' },
    });
  });

  it('answers readable field errors when the input is not', () => {
    expect(validateWithFieldErrors(z.object({ a: z.string(), b: z.number().max(2) }), { b: 3 })).toEqual({
      success: false,
      errors: [
        { field: 'a', message: 'This field is required.' },
        { field: 'b', message: 'Must be at most 2.' },
      ],
    });
  });
});
