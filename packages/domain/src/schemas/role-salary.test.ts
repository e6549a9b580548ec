import { describe, expect, it } from 'vitest';
import { roleCreateSchema, roleUpdateSchema } from './role-editing.ts';
import { roleSalarySchema } from './role-salary.ts';
import { roleSalaryMessages } from './role-salary-messages.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

describe('roleSalarySchema', () => {
  it('takes one figure or a range, with pence', () => {
    expect(parseOrFail(roleSalarySchema, { min: 14.5, currency: 'GBP', period: 'HOUR' })).toEqual({
      min: 14.5,
      currency: 'GBP',
      period: 'HOUR',
    });
    expect(
      parseOrFail(roleSalarySchema, { min: 40000, max: 40000, currency: 'HKD', period: 'YEAR' }),
    ).toMatchObject({ min: 40000, max: 40000 });
  });

  it.each([
    [
      'a top below the bottom',
      { min: 2, max: 1, currency: 'GBP', period: 'YEAR' },
      'max',
      roleSalaryMessages.maxBelowMin,
    ],
    [
      'an unlisted currency',
      { min: 1, currency: 'JPY', period: 'YEAR' },
      'currency',
      roleSalaryMessages.currency,
    ],
    ['no currency', { min: 1, period: 'YEAR' }, 'currency', 'This field is required.'],
    ['no amount', { currency: 'GBP', period: 'YEAR' }, 'min', 'This field is required.'],
    ['a third decimal', { min: 1.005, currency: 'GBP', period: 'YEAR' }, 'min', roleSalaryMessages.pence],
    ['an amount past the cap', { min: 1e9, currency: 'GBP', period: 'YEAR' }, 'min', undefined],
    ['an unknown period', { min: 1, currency: 'GBP', period: 'QUARTER' }, 'period', undefined],
  ])('refuses %s on that field', (_case, input, field, message) => {
    const errors = fieldErrorsOf(roleSalarySchema, input);
    expect(errors.map((error) => error.field)).toContain(field);
    if (message) expect(errors.find((error) => error.field === field)?.message).toBe(message);
  });

  it('is optional on a role, and null takes it off in an update', () => {
    expect(parseOrFail(roleCreateSchema, { name: 'A', roleType: 'X' })).not.toHaveProperty('salary');
    expect(parseOrFail(roleUpdateSchema, { salary: null })).toEqual({ salary: null });
    expect(
      fieldErrorsOf(roleCreateSchema, {
        name: 'A',
        roleType: 'X',
        salary: { min: 5, max: 1, currency: 'GBP', period: 'DAY' },
      }).map((error) => error.field),
    ).toEqual(['salary.max']);
  });
});
