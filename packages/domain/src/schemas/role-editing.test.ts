import { describe, expect, it } from 'vitest';
import { roleCreateSchema, roleListQuerySchema, roleUpdateSchema } from './role-editing.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

describe('roleCreateSchema', () => {
  it('starts a role as a draft with an empty form when only the name and type are given', () => {
    expect(
      parseOrFail(roleCreateSchema, { name: 'Training Contract 2029', roleType: 'GRADUATE_SCHEME' }),
    ).toEqual({
      name: 'Training Contract 2029',
      roleType: 'GRADUATE_SCHEME',
      status: 'DRAFT',
      description: '',
      formConfiguration: {},
      template: {},
      doNotSave: false,
      interviewConfigured: true,
    });
  });

  it.each([
    ['no name', { roleType: 'INTERNSHIP' }, 'name', 'This field is required.'],
    ['an unknown status', { name: 'A', roleType: 'X', status: 'OPEN' }, 'status', undefined],
    [
      'an unknown work arrangement',
      { name: 'A', roleType: 'X', workArrangement: 'Moon' },
      'workArrangement',
      undefined,
    ],
    [
      'a deadline before the open date',
      { name: 'A', roleType: 'X', openDate: 1_800_000_000, deadline: 1_700_000_000 },
      'deadline',
      'The deadline must not be before the open date.',
    ],
    [
      'a form with two fields of one key',
      {
        name: 'A',
        roleType: 'X',
        formConfiguration: {
          sections: [
            {
              key: 's',
              fields: [
                { key: 'why', label: 'Why?', type: 'text' },
                { key: 'why', label: 'Why again?', type: 'text' },
              ],
            },
          ],
        },
      },
      'formConfiguration.sections.0.fields.1.key',
      'Each field needs its own key.',
    ],
  ])('refuses %s', (_case, input, field, message) => {
    const errors = fieldErrorsOf(roleCreateSchema, input);
    expect(errors.map((error) => error.field)).toContain(field);
    if (message) expect(errors.find((error) => error.field === field)?.message).toBe(message);
  });
});

describe('roleUpdateSchema', () => {
  it('accepts a single changed field', () => {
    expect(parseOrFail(roleUpdateSchema, { status: 'LIVE' })).toEqual({ status: 'LIVE' });
  });

  it('refuses an empty update', () => {
    expect(fieldErrorsOf(roleUpdateSchema, {})[0]?.message).toBe('Change at least one field.');
  });
});

describe('roleListQuerySchema', () => {
  it('reads the status and the organisation from the query string', () => {
    expect(parseOrFail(roleListQuerySchema, { status: 'LIVE', organizationId: '3' })).toEqual({
      status: 'LIVE',
      organizationId: 3,
    });
  });

  it('refuses an unknown status', () => {
    expect(fieldErrorsOf(roleListQuerySchema, { status: "LIVE' OR 1=1" })[0]?.field).toBe('status');
  });
});
