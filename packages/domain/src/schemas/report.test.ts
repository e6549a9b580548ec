import { describe, expect, it } from 'vitest';
import { reportParamsSchema, reportQuerySchema } from './report.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

describe('reportParamsSchema', () => {
  it('reads a report kind whatever its case', () => {
    expect(parseOrFail(reportParamsSchema, { kind: 'diversity' })).toEqual({ kind: 'DIVERSITY' });
  });

  it('reads a lateral kind', () => {
    expect(parseOrFail(reportParamsSchema, { kind: 'agency' })).toEqual({ kind: 'AGENCY' });
  });

  it('refuses a kind outside §3', () => {
    expect(fieldErrorsOf(reportParamsSchema, { kind: 'PAYROLL' })).toEqual([
      {
        field: 'kind',
        message:
          'Choose one of: CONTEXTUAL, DIVERSITY, EFFICIENCY, SCHOOL, UNIVERSITY, AGENCY, MARKETING, REJECTION.',
      },
    ]);
  });
});

describe('reportQuerySchema', () => {
  it('defaults to a snapshot over all time', () => {
    expect(parseOrFail(reportQuerySchema, {})).toEqual({ range: 'ALL_TIME', type: 'SNAPSHOT' });
  });

  it.each([
    ['last30', 'LAST_30_DAYS'],
    ['last60', 'LAST_60_DAYS'],
    ['last90', 'LAST_90_DAYS'],
    ['last12months', 'LAST_12_MONTHS'],
    ['all', 'ALL_TIME'],
    ['LAST_90_DAYS', 'LAST_90_DAYS'],
  ])('reads the range %s as %s', (range, expected) => {
    expect(parseOrFail(reportQuerySchema, { range }).range).toBe(expected);
  });

  it('reads ids and epoch seconds from query strings', () => {
    expect(
      parseOrFail(reportQuerySchema, {
        roleId: '12',
        roleLevel: '4',
        department: '7',
        range: 'custom',
        from: '1735689600',
        to: '1767225600',
        type: 'adverse',
      }),
    ).toEqual({
      roleId: 12,
      roleLevel: 4,
      department: 7,
      range: 'CUSTOM',
      from: 1_735_689_600,
      to: 1_767_225_600,
      type: 'ADVERSE',
    });
  });

  it('needs both ends of a custom range', () => {
    expect(fieldErrorsOf(reportQuerySchema, { range: 'custom', from: '1735689600' })).toEqual([
      { field: 'from', message: 'Choose the start and end of a custom range.' },
    ]);
  });

  it('refuses an end before the start', () => {
    expect(fieldErrorsOf(reportQuerySchema, { range: 'custom', from: '20', to: '10' })).toEqual([
      { field: 'to', message: 'The end must not be before the start.' },
    ]);
  });

  it('refuses an unknown range or type and a bad id', () => {
    expect(fieldErrorsOf(reportQuerySchema, { range: 'yesterday', type: 'PIE', roleLevel: 'x' })).toEqual([
      { field: 'roleLevel', message: expect.any(String) },
      {
        field: 'range',
        message: 'Choose one of: LAST_30_DAYS, LAST_60_DAYS, LAST_90_DAYS, LAST_12_MONTHS, CUSTOM, ALL_TIME.',
      },
      { field: 'type', message: 'Choose one of: SNAPSHOT, ADVERSE, INTERSECTIONAL.' },
    ]);
  });
});
