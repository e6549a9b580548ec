import { describe, expect, it } from 'vitest';
import { sortPreferenceParamsSchema, sortPreferenceSchema } from './sort-preference.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

describe('sortPreferenceSchema', () => {
  it('accepts a field name and a direction', () => {
    expect(parseOrFail(sortPreferenceSchema, { sortBy: 'deadline', orderBy: 'asc' })).toEqual({
      sortBy: 'deadline',
      orderBy: 'asc',
    });
  });

  it.each([
    ['no sort field', { orderBy: 'asc' }, 'sortBy', 'This field is required.'],
    [
      'an expression as sort field',
      { sortBy: 'name; drop table users', orderBy: 'asc' },
      'sortBy',
      'Choose a field to sort by.',
    ],
    ['an unknown direction', { sortBy: 'name', orderBy: 'sideways' }, 'orderBy', 'Choose one of: asc, desc.'],
  ])('refuses %s', (_case, input, field, message) => {
    expect(fieldErrorsOf(sortPreferenceSchema, input)).toEqual([{ field, message }]);
  });
});

describe('sortPreferenceParamsSchema', () => {
  it('knows the six lists of §2 and nothing else', () => {
    expect(parseOrFail(sortPreferenceParamsSchema, { listKey: 'settings-communication-templates' })).toEqual({
      listKey: 'settings-communication-templates',
    });
    expect(fieldErrorsOf(sortPreferenceParamsSchema, { listKey: 'candidates' })).toHaveLength(1);
  });
});
