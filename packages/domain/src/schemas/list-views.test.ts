import { describe, expect, it } from 'vitest';
import { candidateListColumns } from './list-view-keys.ts';
import {
  listColumnsParamsSchema,
  listColumnsSchema,
  listViewMessages,
  savedSearchListQuerySchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from './list-views.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

const search = { name: '  Top firsts  ', listKey: 'search', query: '?stageId=2&filters=%7B%7D' };

describe('savedSearchSchema', () => {
  it('trims the name, drops the leading ? of the query, and reads a missing role as none', () => {
    expect(parseOrFail(savedSearchSchema, search)).toEqual({
      name: 'Top firsts',
      listKey: 'search',
      roleId: null,
      query: 'stageId=2&filters=%7B%7D',
    });
  });

  it("keeps a role's list with its role, and an empty query as the list's plain view", () => {
    expect(
      parseOrFail(savedSearchSchema, { name: 'All', listKey: 'role-candidates', roleId: 7, query: '' }),
    ).toEqual({ name: 'All', listKey: 'role-candidates', roleId: 7, query: '' });
  });

  it.each([
    ['a blank name', { ...search, name: '   ' }, 'name'],
    ['a name past 80 characters', { ...search, name: 'x'.repeat(81) }, 'name'],
    ['an unknown list', { ...search, listKey: 'roles' }, 'listKey'],
    ['a query past 4000 characters', { ...search, query: 'a'.repeat(4001) }, 'query'],
    ['no query', { name: 'x', listKey: 'search' }, 'query'],
    ['a role id that is not an id', { ...search, roleId: 0 }, 'roleId'],
  ])('refuses %s', (_case, input, field) => {
    expect(fieldErrorsOf(savedSearchSchema, input).map((error) => error.field)).toEqual([field]);
  });

  it("refuses a role's list without its role", () => {
    expect(fieldErrorsOf(savedSearchSchema, { ...search, listKey: 'role-candidates' })).toEqual([
      { field: 'roleId', message: listViewMessages.roleRequired },
    ]);
  });

  it('accepts a name of exactly 80 characters', () => {
    expect(parseOrFail(savedSearchSchema, { ...search, name: 'x'.repeat(80) }).name).toHaveLength(80);
  });
});

describe('savedSearchUpdateSchema', () => {
  it('takes a new name and query, and leaves the list and role out', () => {
    expect(
      parseOrFail(savedSearchUpdateSchema, { name: ' New ', query: 'page=2', listKey: 'search', roleId: 3 }),
    ).toEqual({ name: 'New', query: 'page=2' });
  });

  it('refuses a blank name', () => {
    expect(fieldErrorsOf(savedSearchUpdateSchema, { name: '', query: '' }).map((e) => e.field)).toEqual([
      'name',
    ]);
  });
});

describe('saved search params and query', () => {
  it('reads the id from the path and refuses one that is not an id', () => {
    expect(parseOrFail(savedSearchParamsSchema, { id: '12' })).toEqual({ id: 12 });
    expect(fieldErrorsOf(savedSearchParamsSchema, { id: 'abc' }).map((e) => e.field)).toEqual(['id']);
  });

  it('filters by list when asked, and reads a blank list as every list', () => {
    expect(parseOrFail(savedSearchListQuerySchema, { listKey: 'search' })).toEqual({ listKey: 'search' });
    expect(parseOrFail(savedSearchListQuerySchema, { listKey: '' })).toEqual({});
    expect(fieldErrorsOf(savedSearchListQuerySchema, { listKey: 'roles' }).map((e) => e.field)).toEqual([
      'listKey',
    ]);
  });
});

describe('listColumnsSchema', () => {
  it('keeps the columns in the order given', () => {
    expect(parseOrFail(listColumnsSchema, { columns: ['stageState', 'name', 'id'] })).toEqual({
      columns: ['stageState', 'name', 'id'],
    });
  });

  it('accepts every column once', () => {
    expect(parseOrFail(listColumnsSchema, { columns: [...candidateListColumns] }).columns).toHaveLength(13);
  });

  it.each([
    ['no column', { columns: [] }],
    ['an unknown column', { columns: ['name', 'password'] }],
    ['no list of columns', {}],
  ])('refuses %s', (_case, input) => {
    expect(fieldErrorsOf(listColumnsSchema, input).length).toBeGreaterThan(0);
  });

  it('refuses a column chosen twice', () => {
    expect(fieldErrorsOf(listColumnsSchema, { columns: ['name', 'email', 'name'] })).toEqual([
      { field: 'columns', message: listViewMessages.duplicateColumn },
    ]);
  });

  it('knows the two candidate lists and nothing else', () => {
    expect(parseOrFail(listColumnsParamsSchema, { listKey: 'role-candidates' })).toEqual({
      listKey: 'role-candidates',
    });
    expect(fieldErrorsOf(listColumnsParamsSchema, { listKey: 'live-roles' })).toHaveLength(1);
  });
});
