import { describe, expect, it } from 'vitest';
import { groupCreateBodySchema, groupParamsSchema, maxGroupNameLength } from './group.ts';
import { fieldErrorsOf } from './test-support.ts';

describe('groupCreateBodySchema', () => {
  it('keeps a trimmed name of up to 80 characters', () => {
    expect(groupCreateBodySchema.parse({ name: '  Shortlisted 2027  ' })).toEqual({
      name: 'Shortlisted 2027',
    });
    expect(groupCreateBodySchema.parse({ name: 'x'.repeat(maxGroupNameLength) }).name).toHaveLength(80);
  });

  it('refuses a blank, missing or too long name on the name field', () => {
    for (const body of [{ name: '   ' }, {}, { name: 'x'.repeat(81) }, { name: 7 }]) {
      expect(fieldErrorsOf(groupCreateBodySchema, body).map((error) => error.field)).toEqual(['name']);
    }
  });
});

describe('groupParamsSchema', () => {
  it('reads the group id from the path', () => {
    expect(groupParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(fieldErrorsOf(groupParamsSchema, { id: 'abc' }).map((error) => error.field)).toEqual(['id']);
  });
});
