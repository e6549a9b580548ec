import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildPage,
  dateRangeSchema,
  epochSecondsSchema,
  idParamSchema,
  idRefSchema,
  idSchema,
  maxEpochSeconds,
  pageQuerySchema,
  pageSchema,
} from './common.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

describe('idSchema', () => {
  it.each([1, 2, 2_147_483_647])('accepts the positive whole number %s', (value) => {
    expect(idSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    [0, 'Must be at least 1.'],
    [-1, 'Must be at least 1.'],
    [1.5, 'Must be a whole number.'],
    ['1', 'Must be a number.'],
    // Past the largest value of a PostgreSQL integer column, which the database would refuse with an error.
    [2_147_483_648, 'Must be at most 2147483647.'],
  ])('refuses %s with "%s"', (value, message) => {
    expect(fieldErrorsOf(idRefSchema, { id: value })).toEqual([{ field: 'id', message }]);
  });

  it('reports a missing id as required', () => {
    expect(fieldErrorsOf(idRefSchema, {})).toEqual([{ field: 'id', message: 'This field is required.' }]);
  });

  it('reads ids from path segments', () => {
    expect(idParamSchema.parse('42')).toBe(42);
    expect(fieldErrorsOf(z.object({ id: idParamSchema }), { id: 'abc' })).toEqual([
      { field: 'id', message: 'Must be a number.' },
    ]);
  });
});

describe('epochSecondsSchema', () => {
  it.each([0, 1_767_225_600, maxEpochSeconds])('accepts %s seconds', (value) => {
    expect(epochSecondsSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['a negative time', -1],
    ['a time past 2100', maxEpochSeconds + 1],
    ['a millisecond timestamp', 1_767_225_600_000],
    ['a fraction of a second', 1.5],
    ['an ISO string', '2026-01-01T00:00:00Z'],
  ])('refuses %s with a readable message', (_case, value) => {
    expect(fieldErrorsOf(z.object({ at: epochSecondsSchema }), { at: value })).toEqual([
      { field: 'at', message: 'Enter a valid date and time.' },
    ]);
  });

  it('reports a missing time as required', () => {
    expect(fieldErrorsOf(z.object({ at: epochSecondsSchema }), {})).toEqual([
      { field: 'at', message: 'This field is required.' },
    ]);
  });
});

describe('dateRangeSchema', () => {
  it('accepts open, equal and ordered ranges', () => {
    expect(dateRangeSchema.safeParse({}).success).toBe(true);
    expect(dateRangeSchema.safeParse({ from: 10, to: 10 }).success).toBe(true);
    expect(dateRangeSchema.safeParse({ from: 10, to: null }).success).toBe(true);
  });

  it('refuses an end before the start, on the end field', () => {
    expect(fieldErrorsOf(dateRangeSchema, { from: 11, to: 10 })).toEqual([
      { field: 'to', message: 'The end must not be before the start.' },
    ]);
  });
});

describe('pageQuerySchema', () => {
  it('fills the spec defaults: page 0, 20 a page, lastChangeAt descending', () => {
    expect(pageQuerySchema.parse({})).toEqual({
      page: 0,
      resultsPerPage: 20,
      sortBy: 'lastChangeAt',
      orderBy: 'desc',
    });
  });

  it('reads query strings and treats blank parameters as absent', () => {
    expect(
      pageQuerySchema.parse({ page: '3', resultsPerPage: '', sortBy: 'candidate.lastName', orderBy: 'asc' }),
    ).toEqual({
      page: 3,
      resultsPerPage: 20,
      sortBy: 'candidate.lastName',
      orderBy: 'asc',
    });
  });

  it.each([
    [{ page: '-1' }, 'page', 'Must be at least 0.'],
    [{ page: '1.5' }, 'page', 'Must be a whole number.'],
    [{ page: 'two' }, 'page', 'Must be a number.'],
    [{ resultsPerPage: '0' }, 'resultsPerPage', 'Must be at least 1.'],
    [{ resultsPerPage: '501' }, 'resultsPerPage', 'Must be at most 500.'],
    [{ orderBy: 'DESC' }, 'orderBy', 'Choose one of: asc, desc.'],
    [{ sortBy: 'lastChangeAt; DROP TABLE candidate' }, 'sortBy', 'Choose a field to sort by.'],
  ])('refuses %j on %s', (input, field, message) => {
    expect(fieldErrorsOf(pageQuerySchema, input)).toEqual([{ field, message }]);
  });

  it.each([
    ['1', 1],
    ['200', 200],
    ['500', 500],
  ])('accepts %s rows a page', (value, expected) => {
    expect(pageQuerySchema.parse({ resultsPerPage: value }).resultsPerPage).toBe(expected);
  });
});

describe('buildPage', () => {
  it('describes an empty result as one first and last page with no content', () => {
    expect(buildPage([], { page: 0, size: 20, total: 0 })).toEqual({
      content: [],
      number: 0,
      size: 20,
      totalElements: 0,
      totalPages: 0,
      first: true,
      last: true,
      hasNext: false,
      hasPrevious: false,
      hasContent: false,
      numberOfElements: 0,
    });
  });

  it('ends exactly on a page boundary when the total is a multiple of the size', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    const firstPage = buildPage(items, { page: 0, size: 20, total: 40 });
    const secondPage = buildPage(items, { page: 1, size: 20, total: 40 });
    expect(firstPage).toMatchObject({
      totalPages: 2,
      first: true,
      last: false,
      hasNext: true,
      hasPrevious: false,
    });
    expect(secondPage).toMatchObject({
      totalPages: 2,
      first: false,
      last: true,
      hasNext: false,
      hasPrevious: true,
    });
  });

  it('marks a partial final page as last and counts its elements', () => {
    const page = buildPage(['a', 'b', 'c', 'd', 'e'], { page: 2, size: 20, total: 45 });
    expect(page).toMatchObject({
      number: 2,
      totalPages: 3,
      last: true,
      hasNext: false,
      hasPrevious: true,
      hasContent: true,
      numberOfElements: 5,
    });
  });

  it('has a next page one item past a boundary', () => {
    expect(buildPage([1], { page: 0, size: 1, total: 2 })).toMatchObject({
      totalPages: 2,
      hasNext: true,
      last: false,
    });
  });

  it('answers an empty last page when asked past the end', () => {
    expect(buildPage([], { page: 5, size: 20, total: 45 })).toMatchObject({
      hasContent: false,
      last: true,
      hasNext: false,
      hasPrevious: true,
    });
  });

  it('refuses a page size below 1', () => {
    expect(() => buildPage([], { page: 0, size: 0, total: 0 })).toThrow(RangeError);
  });

  it('produces replies that the page schema accepts', () => {
    const reply = buildPage(['x'], { page: 0, size: 20, total: 1 });
    expect(parseOrFail(pageSchema(z.string()), reply)).toEqual(reply);
  });

  it('rejects a reply whose items or counts are wrong', () => {
    const reply = { ...buildPage([1], { page: 0, size: 20, total: 1 }), totalPages: -1 };
    expect(fieldErrorsOf(pageSchema(idSchema), { ...reply, content: [0] })).toEqual([
      { field: 'content.0', message: 'Must be at least 1.' },
      { field: 'totalPages', message: 'Must be at least 0.' },
    ]);
  });
});
