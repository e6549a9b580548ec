import { describe, expect, it } from 'vitest';
import { formFieldTypes } from '../enums/enumerations.ts';
import {
  defaultRoleFilters,
  formConfigurationSchema,
  formFieldSchema,
  optionFieldTypes,
  publicRoleFiltersSchema,
  publicRoleQuerySchema,
  roleSchema,
  textFieldTypes,
} from './role.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

const textQuestion = {
  key: 'whyUs',
  label: 'Why do you want to join us?',
  type: 'textarea',
  required: true,
  maxWords: 300,
};
const choiceQuestion = {
  key: 'office',
  label: 'Preferred office',
  type: 'dropdown',
  options: [
    { label: 'London', value: 'LDN' },
    { label: 'Leeds', value: 'LDS' },
  ],
};
const configuration = {
  sections: [{ key: 'motivation', title: 'Motivation', fields: [textQuestion, choiceQuestion] }],
  fields: { cv: true, cover: false },
  required: { cv: true },
  menus: { events: false },
  text: { welcome: 'Hello', maxUploads: 3 },
};

describe('roleSchema', () => {
  const role = {
    id: 5,
    name: 'Training contract 2027',
    organization: { id: 1, name: 'Hartwell & Finch LLP' },
    productType: 'ATS',
    formConfiguration: configuration,
    template: {
      formConfiguration: configuration,
      jsonConfigurations: { en: configuration, cy: { fields: { cv: true } } },
      viewConfiguration: {
        listFields: [{ key: 'whyUs', label: 'Why us', candidateResponse: true }, { key: 'lastName' }],
      },
    },
    doNotSave: true,
  };

  it('accepts a role with its form, template and view', () => {
    expect(parseOrFail(roleSchema, role)).toMatchObject({ id: 5, doNotSave: true });
  });

  it.each([
    ['no name', { name: '' }, 'name', 'This field is required.'],
    [
      'a language key that is not a code',
      { template: { jsonConfigurations: { english: configuration } } },
      'template.jsonConfigurations.english',
      "Use a language code such as 'en' or 'en-GB'.",
    ],
    ['doNotSave as text', { doNotSave: 'yes' }, 'doNotSave', 'Must be yes or no.'],
  ])('refuses %s', (_case, change, field, message) => {
    expect(fieldErrorsOf(roleSchema, { ...role, ...change })).toEqual([{ field, message }]);
  });
});

describe('formFieldSchema', () => {
  it.each(formFieldTypes)('accepts the field type %s', (type) => {
    const options = (optionFieldTypes as readonly string[]).includes(type)
      ? choiceQuestion.options
      : undefined;
    expect(formFieldSchema.safeParse({ key: 'q', label: 'Question', type, options }).success).toBe(true);
  });

  it.each(['html', '<script>', 'TEXT'])('refuses the unknown field type %j', (type) => {
    expect(fieldErrorsOf(formFieldSchema, { ...textQuestion, type })).toEqual([
      { field: 'type', message: 'Choose one of the listed options.' },
    ]);
  });

  it.each(optionFieldTypes)('requires options for a %s field', (type) => {
    expect(fieldErrorsOf(formFieldSchema, { key: 'q', label: 'Q', type, options: [] })).toEqual([
      { field: 'options', message: 'Add at least one option for this field.' },
    ]);
  });

  it('refuses a length limit on a field that is not text', () => {
    expect(fieldErrorsOf(formFieldSchema, { ...choiceQuestion, maxLength: 10 })).toEqual([
      { field: 'maxLength', message: 'Only text fields can have a length or word limit.' },
    ]);
  });

  it.each(textFieldTypes)('allows length and word limits on a %s field', (type) => {
    expect(formFieldSchema.safeParse({ ...textQuestion, type, maxLength: 4096, maxWords: 1 }).success).toBe(
      true,
    );
  });

  it.each([
    [{ maxLength: 0 }, 'maxLength', 'Must be at least 1.'],
    [{ maxLength: 4097 }, 'maxLength', 'Must be at most 4096.'],
    [{ key: undefined }, 'key', 'This field is required.'],
    [{ label: '   ' }, 'label', 'This field is required.'],
  ])('refuses %j', (change, field, message) => {
    expect(fieldErrorsOf(formFieldSchema, { ...textQuestion, ...change })).toEqual([{ field, message }]);
  });
});

describe('formConfigurationSchema', () => {
  it('accepts flags alone, without sections', () => {
    expect(
      formConfigurationSchema.safeParse({ hr: { notes: true }, subsections: { school: null } }).success,
    ).toBe(true);
  });

  it('refuses the same field key twice, pointing at the repeat', () => {
    const repeated = {
      sections: [
        { key: 'a', fields: [textQuestion] },
        { key: 'b', fields: [choiceQuestion, { ...textQuestion, label: 'Again' }] },
      ],
    };
    expect(fieldErrorsOf(formConfigurationSchema, repeated)).toEqual([
      { field: 'sections.1.fields.1.key', message: 'Each field needs its own key.' },
    ]);
  });

  it('refuses a section with no fields and a flag that is not yes or no', () => {
    expect(
      fieldErrorsOf(formConfigurationSchema, { sections: [{ key: 'a', fields: [] }], fields: { cv: 'on' } }),
    ).toEqual([
      { field: 'sections.0.fields', message: 'Choose at least one item.' },
      { field: 'fields.cv', message: 'Must be yes or no.' },
    ]);
  });

  it('lets the visible and required flags name only a field of the form or a built-in part', () => {
    const form = { sections: [{ key: 'a', fields: [textQuestion] }] };
    expect(
      formConfigurationSchema.safeParse({
        ...form,
        fields: { [textQuestion.key]: false, photo: true },
        required: { cv: true },
      }).success,
    ).toBe(true);
    expect(
      fieldErrorsOf(formConfigurationSchema, { ...form, fields: { gone: false }, required: { lost: true } }),
    ).toEqual([
      { field: 'fields.gone', message: 'This setting names a field the form does not have: gone.' },
      { field: 'required.lost', message: 'This setting names a field the form does not have: lost.' },
    ]);
  });
});

describe('publicRoleFiltersSchema', () => {
  it('accepts the default Active filter', () => {
    expect(parseOrFail(publicRoleFiltersSchema, { filters: defaultRoleFilters })).toEqual({
      filters: [{ label: 'Active', type: 'status', value: 'ACTIVE' }],
    });
  });

  it('treats a missing filter list as no filters', () => {
    expect(publicRoleFiltersSchema.parse({})).toEqual({ filters: [] });
  });

  it('refuses an unknown filter type', () => {
    expect(fieldErrorsOf(publicRoleFiltersSchema, { filters: [{ type: 'salary', value: '100k' }] })).toEqual([
      {
        field: 'filters.0.type',
        message:
          'Choose one of: status, department, location, roleType, roleLevel, employmentType, workArrangement, searchTerm.',
      },
    ]);
  });

  it('reads ?page from the query string', () => {
    expect(publicRoleQuerySchema.parse({ page: '2' })).toEqual({ page: 2 });
    expect(publicRoleQuerySchema.parse({})).toEqual({ page: 0 });
  });
});
