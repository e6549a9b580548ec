import { describe, expect, it } from 'vitest';
import {
  isComputedReferenceDataType,
  isOrganizationReferenceDataType,
  moduleQuerySchema,
  referenceDataTypeParamsSchema,
  referenceItemCreateSchema,
  referenceItemTypeParamsSchema,
  referenceTermQuerySchema,
  schoolQualificationTypesQuerySchema,
} from './reference-data.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

describe('referenceItemCreateSchema', () => {
  it('accepts a value and label, trimming them and defaulting the attributes', () => {
    expect(parseOrFail(referenceItemCreateSchema, { value: ' tax ', label: ' Tax ' })).toEqual({
      value: 'tax',
      label: 'Tax',
      attributes: {},
    });
  });

  it('accepts text, number, yes/no and empty attributes and an organisation id', () => {
    const item = {
      value: 'x',
      label: 'X',
      attributes: { city: 'Leeds', year: 2, gcse: true, group: null },
      organizationId: 3,
    };
    expect(parseOrFail(referenceItemCreateSchema, item)).toEqual(item);
  });

  it.each([
    [{ label: 'Tax' }, 'value', 'This field is required.'],
    [{ value: 'tax', label: '   ' }, 'label', 'This field is required.'],
    [{ value: 'x'.repeat(256), label: 'Tax' }, 'value', 'Must be at most 255 characters.'],
    [{ value: 'tax', label: 'Tax', organizationId: 0 }, 'organizationId', 'Must be at least 1.'],
    [{ value: 'tax', label: 'Tax', attributes: 'city' }, 'attributes', 'Must be a group of fields.'],
  ])('refuses %j on %s', (input, field, message) => {
    expect(fieldErrorsOf(referenceItemCreateSchema, input)).toEqual([{ field, message }]);
  });

  it('refuses a nested attribute value and an attribute name that is not a key', () => {
    const errors = fieldErrorsOf(referenceItemCreateSchema, {
      value: 'tax',
      label: 'Tax',
      attributes: { nested: { a: 1 } },
    });
    expect(errors.map((error) => error.field)).toEqual(['attributes.nested']);
    expect(
      fieldErrorsOf(referenceItemCreateSchema, { value: 'x', label: 'X', attributes: { "a' OR 1=1": 'y' } }),
    ).not.toEqual([]);
  });

  it('refuses more than 50 attributes', () => {
    const attributes = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`k${index}`, index]));
    expect(fieldErrorsOf(referenceItemCreateSchema, { value: 'x', label: 'X', attributes })).toEqual([
      { field: 'attributes', message: 'Give at most 50 attributes.' },
    ]);
  });
});

describe('reference data types', () => {
  it('accepts every §3 type on /data/type and refuses anything else on the type field', () => {
    expect(parseOrFail(referenceDataTypeParamsSchema, { type: 'ROLE_TYPE' })).toEqual({ type: 'ROLE_TYPE' });
    expect(fieldErrorsOf(referenceDataTypeParamsSchema, { type: "COUNTRY' OR 1=1 --" })).toEqual([
      { field: 'type', message: 'Choose one of the listed options.' },
    ]);
  });

  it('lets an admin add to stored and catalogue lists but not to computed ones', () => {
    expect(referenceItemTypeParamsSchema.safeParse({ type: 'UNIVERSITY' }).success).toBe(true);
    expect(referenceItemTypeParamsSchema.safeParse({ type: 'DEPARTMENT' }).success).toBe(true);
    expect(referenceItemTypeParamsSchema.safeParse({ type: 'USERS' }).success).toBe(false);
    expect(referenceItemTypeParamsSchema.safeParse({ type: 'STAGE' }).success).toBe(false);
  });

  it('tells organisation lists and computed lists apart', () => {
    expect(isOrganizationReferenceDataType('ORGANIZATION_EMAIL')).toBe(true);
    expect(isOrganizationReferenceDataType('COUNTRY')).toBe(false);
    expect(isComputedReferenceDataType('CLIENTS')).toBe(true);
    expect(isComputedReferenceDataType('SCHOOL')).toBe(false);
  });
});

describe('reference data queries', () => {
  it('treats a blank term as no term', () => {
    expect(parseOrFail(referenceTermQuerySchema, { term: '  ' })).toEqual({ term: undefined });
    expect(parseOrFail(referenceTermQuerySchema, { term: ' Eton ' })).toEqual({ term: 'Eton' });
  });

  it('reads module filters from a query string', () => {
    expect(
      parseOrFail(moduleQuerySchema, {
        year: '2',
        studyYear: '2024/25',
        universityId: 'Kings-College-London',
      }),
    ).toEqual({ year: 2, studyYear: '2024/25', universityId: 'kings-college-london' });
    expect(parseOrFail(moduleQuerySchema, { universityId: '17' })).toEqual({ universityId: '17' });
  });

  it.each([
    [{ year: '0' }, 'year', 'Must be at least 1.'],
    [{ studyYear: '2024' }, 'studyYear', 'Write the study year as 2024/25.'],
    [
      { universityId: "x' OR 1=1 --" },
      'universityId',
      'Give a university id or its value, such as kings-college-london.',
    ],
  ])('refuses the module filter %j', (input, field, message) => {
    expect(fieldErrorsOf(moduleQuerySchema, input)).toEqual([{ field, message }]);
  });

  it('reads a country code in any case and a school form type', () => {
    expect(
      parseOrFail(schoolQualificationTypesQuerySchema, { schoolCountryId: 'gb', schoolFormType: 'ks5' }),
    ).toEqual({
      schoolCountryId: 'GB',
      schoolFormType: 'KS5',
    });
    expect(fieldErrorsOf(schoolQualificationTypesQuerySchema, { schoolFormType: 'KS6' })).toEqual([
      { field: 'schoolFormType', message: 'Choose one of: KS4, KS5, SECONDARY.' },
    ]);
  });
});
