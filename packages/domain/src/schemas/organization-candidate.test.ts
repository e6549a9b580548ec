import { describe, expect, it } from 'vitest';
import {
  adjustmentPayloadSchema,
  candidateDocumentKindSchema,
  candidatePersonUpdateSchema,
  contactHistoryChannelSchema,
  contactHistoryQuerySchema,
  metricScoresPayloadSchema,
} from './organization-candidate.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

describe('candidateDocumentKindSchema', () => {
  it('accepts a document type of the spec and refuses an unknown one', () => {
    expect(parseOrFail(candidateDocumentKindSchema, 'RIGHT_TO_WORK')).toBe('RIGHT_TO_WORK');
    expect(candidateDocumentKindSchema.safeParse('PASSPORT').success).toBe(false);
  });
});

describe('contactHistoryChannelSchema', () => {
  it.each(['EMAIL', 'SMS', 'ALL'])('accepts %s', (channel) => {
    expect(parseOrFail(contactHistoryChannelSchema, channel)).toBe(channel);
  });

  it('refuses a channel that is not one of them', () => {
    expect(contactHistoryChannelSchema.safeParse('FAX').success).toBe(false);
  });
});

describe('contactHistoryQuerySchema', () => {
  it('defaults to the first page of twenty', () => {
    expect(parseOrFail(contactHistoryQuerySchema, {})).toEqual({ page: 0, resultsPerPage: 20 });
  });

  it('reads the page from the query string and refuses a negative one', () => {
    expect(parseOrFail(contactHistoryQuerySchema, { page: '2' })).toMatchObject({ page: 2 });
    expect(fieldErrorsOf(contactHistoryQuerySchema, { page: '-1' })).toEqual([
      { field: 'page', message: 'Must be at least 0.' },
    ]);
  });
});

describe('adjustmentPayloadSchema', () => {
  it('keeps trimmed text and reads blank text as clearing it', () => {
    expect(parseOrFail(adjustmentPayloadSchema, { adjustment: ' Extra time ' })).toEqual({
      adjustment: 'Extra time',
    });
    expect(parseOrFail(adjustmentPayloadSchema, { adjustment: '  ' })).toEqual({ adjustment: null });
    expect(parseOrFail(adjustmentPayloadSchema, { adjustment: null })).toEqual({ adjustment: null });
  });

  it.each([
    ['a missing adjustment', {}, 'This field is required.'],
    ['4097 characters', { adjustment: 'a'.repeat(4097) }, 'Must be at most 4096 characters.'],
    ['a number', { adjustment: 3 }, 'Must be text.'],
  ])('refuses %s', (_case, input, message) => {
    expect(fieldErrorsOf(adjustmentPayloadSchema, input)).toEqual([{ field: 'adjustment', message }]);
  });

  it('accepts exactly 4096 characters', () => {
    expect(adjustmentPayloadSchema.safeParse({ adjustment: 'a'.repeat(4096) }).success).toBe(true);
  });
});

describe('candidatePersonUpdateSchema', () => {
  it('accepts a subset and stores the mobile in national format', () => {
    expect(
      parseOrFail(candidatePersonUpdateSchema, { firstName: ' Ada ', mobile: '+44 7700 900123' }),
    ).toEqual({ firstName: 'Ada', mobile: '07700900123' });
  });

  it('reads a blank mobile as clearing it', () => {
    expect(parseOrFail(candidatePersonUpdateSchema, { mobile: '' })).toEqual({ mobile: null });
  });

  it.each([
    ['an empty body', {}, '', 'Change at least one of the names, the email or the mobile.'],
    ['a blank first name', { firstName: ' ' }, 'firstName', 'This field is required.'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ['a landline', { mobile: '02079460000' }, 'mobile', 'Enter a UK mobile number starting 07 or +44 7.'],
  ])('refuses %s', (_case, input, field, message) => {
    expect(fieldErrorsOf(candidatePersonUpdateSchema, input)).toEqual([{ field, message }]);
  });
});

describe('metricScoresPayloadSchema', () => {
  it('accepts one entry per metric', () => {
    const entries = [
      { key: 'commercialAwareness', value: 4 },
      { key: 'rightToWork', value: true },
    ];
    expect(parseOrFail(metricScoresPayloadSchema, entries)).toEqual(entries);
  });

  it.each([
    ['an empty list', [], '', 'Choose at least one item.'],
    ['a repeated metric', [{ key: 'a' }, { key: 'a' }], '1.key', 'Score each metric once.'],
    ['a key that is not a key', [{ key: "a'; drop table" }], '0.key', expect.any(String)],
  ])('refuses %s', (_case, input, field, message) => {
    expect(fieldErrorsOf(metricScoresPayloadSchema, input)).toEqual([{ field, message }]);
  });
});
