import { z } from 'zod';
import type { FormFieldType } from '../enums/enumerations.ts';
import { formFieldTypes } from '../enums/enumerations.ts';
import { idParamSchema, idSchema, pageNumberField, pageQuerySchema } from './common.ts';
import {
  booleanField,
  enumField,
  fieldLimits,
  fromQuery,
  integerField,
  keyedRecordField,
  keyField,
  languageCodeField,
  listField,
  objectSchema,
  optionalTextField,
  readableErrors,
  stringField,
  textField,
  tokenField,
} from './fields.ts';
import { organizationKeySchema } from './organization-key.ts';
import { isBuiltInFormPart } from './role-form-parts.ts';

export const roleMessages = {
  optionsRequired: 'Add at least one option for this field.',
  duplicateKey: 'Each field needs its own key.',
  textLimitOnChoice: 'Only text fields can have a length or word limit.',
  flagValue: 'Must be yes, no, text or a number.',
  builderFileName: 'Use a template file name such as graduate-application.json.',
  unknownFlagKey: (key: string) => `This setting names a field the form does not have: ${key}.`,
} as const;

/** Field types whose answer is picked from the field's own options. */
export const optionFieldTypes = [
  'dropdown',
  'singleOption',
  'optionsList',
  'checkboxList',
] as const satisfies readonly FormFieldType[];

/** Field types a length or word limit applies to. */
export const textFieldTypes = [
  'text',
  'textarea',
  'exportableTextarea',
] as const satisfies readonly FormFieldType[];

const isOneOf = (list: readonly string[], value: string): boolean => list.includes(value);

export const formFieldOptionSchema = objectSchema({
  label: textField(fieldLimits.label),
  value: textField(fieldLimits.label),
});

/**
 * One question of an application form. Decision: option types need at least one option; only text types
 * may carry maxLength or maxWords.
 */
export const formFieldSchema = objectSchema({
  key: keyField(),
  label: textField(fieldLimits.answer),
  type: enumField(formFieldTypes),
  required: booleanField().nullish(),
  options: listField(formFieldOptionSchema, 0, 1000).nullish(),
  maxLength: integerField(1, fieldLimits.longText).nullish(),
  maxWords: integerField(1, 2000).nullish(),
  helperText: optionalTextField(fieldLimits.label),
}).superRefine((field, context) => {
  if (isOneOf(optionFieldTypes, field.type) && (field.options ?? []).length === 0) {
    context.addIssue({ code: 'custom', message: roleMessages.optionsRequired, path: ['options'] });
  }
  if (!isOneOf(textFieldTypes, field.type)) {
    for (const limit of ['maxLength', 'maxWords'] as const) {
      if (field[limit] != null) {
        context.addIssue({ code: 'custom', message: roleMessages.textLimitOnChoice, path: [limit] });
      }
    }
  }
});
export type FormField = z.output<typeof formFieldSchema>;

export const formSectionSchema = objectSchema({
  key: keyField(),
  title: optionalTextField(fieldLimits.label),
  fields: listField(formFieldSchema, 1, 500),
});
export type FormSection = z.output<typeof formSectionSchema>;

const flagMapSchema = keyedRecordField(booleanField().nullable()).nullish();

/**
 * A role's or organisation's form configuration: the on/off flags of §3 (hr, fields, subsections,
 * required, menus, text) plus the form's sections. Field keys are unique across the whole form.
 */
export const formConfigurationSchema = objectSchema({
  sections: listField(formSectionSchema, 0, 100).nullish(),
  hr: flagMapSchema,
  fields: flagMapSchema,
  subsections: flagMapSchema,
  required: flagMapSchema,
  menus: flagMapSchema,
  text: keyedRecordField(
    z.union([stringField().max(fieldLimits.longText), z.boolean(), z.number(), z.null()], {
      error: roleMessages.flagValue,
    }),
  ).nullish(),
}).superRefine((configuration, context) => {
  const seen = new Set<string>();
  for (const [sectionIndex, section] of (configuration.sections ?? []).entries()) {
    for (const [fieldIndex, field] of section.fields.entries()) {
      if (seen.has(field.key)) {
        context.addIssue({
          code: 'custom',
          message: roleMessages.duplicateKey,
          path: ['sections', sectionIndex, 'fields', fieldIndex, 'key'],
        });
      }
      seen.add(field.key);
    }
  }
  // The visible and required flags may name only a field of the form or a built-in part of it.
  for (const flags of ['fields', 'required'] as const) {
    for (const key of Object.keys(configuration[flags] ?? {})) {
      if (!seen.has(key) && !isBuiltInFormPart(key)) {
        context.addIssue({ code: 'custom', message: roleMessages.unknownFlagKey(key), path: [flags, key] });
      }
    }
  }
});
export type FormConfiguration = z.output<typeof formConfigurationSchema>;

/** A column of a role's candidate list; some show the candidate's response to a question (§3). */
export const listFieldSchema = objectSchema({
  key: keyField(),
  label: optionalTextField(fieldLimits.label),
  candidateResponse: booleanField().nullish(),
});

/** Decision: jsonConfigurations maps a language code to that language's form configuration. */
export const roleTemplateSchema = objectSchema({
  formConfiguration: formConfigurationSchema.nullish(),
  jsonConfigurations: z.record(languageCodeField(), formConfigurationSchema, readableErrors).nullish(),
  viewConfiguration: objectSchema({ listFields: listField(listFieldSchema, 0, 200) }).nullish(),
});
export type RoleTemplate = z.output<typeof roleTemplateSchema>;

/** A role (§3). Decision: productType is text, as its values are not shown. */
export const roleSchema = objectSchema({
  id: idSchema,
  name: textField(),
  organization: objectSchema({ id: idSchema, name: optionalTextField() }).nullish(),
  productType: optionalTextField(100),
  formConfiguration: formConfigurationSchema.nullish(),
  template: roleTemplateSchema.nullish(),
  doNotSave: booleanField().nullish(),
});
export type Role = z.output<typeof roleSchema>;

/** Filter kinds of the public role listing. Decision: the listing filters on these role attributes. */
export const roleFilterTypes = [
  'status',
  'department',
  'location',
  'roleType',
  'roleLevel',
  'employmentType',
  'workArrangement',
  'searchTerm',
] as const;
export type RoleFilterType = (typeof roleFilterTypes)[number];

export const roleFilterSchema = objectSchema({
  label: optionalTextField(),
  type: enumField(roleFilterTypes),
  value: textField(),
});
export type RoleFilter = z.output<typeof roleFilterSchema>;

/** The role list's default filter (§3): active roles only. */
export const defaultRoleFilters: readonly RoleFilter[] = [
  { label: 'Active', type: 'status', value: 'ACTIVE' },
];

/** POST /{orgId}/roles?page body (§7). Decision: the body is `{ filters }`; no filters means all public roles. */
export const publicRoleFiltersSchema = objectSchema({
  filters: listField(roleFilterSchema, 0, 50).default([]),
});
export type PublicRoleFilters = z.output<typeof publicRoleFiltersSchema>;

/** /{orgId}/roles: the organisation by id or subdomain. */
export const publicRoleListParamsSchema = objectSchema({ orgId: organizationKeySchema });

/** /{orgId}/roles/{roleId}. */
export const publicRoleParamsSchema = objectSchema({ orgId: organizationKeySchema, roleId: idParamSchema });

/** The ?page&resultsPerPage query of the public role listing. */
export const publicRolePageQuerySchema = pageQuerySchema.pick({ page: true, resultsPerPage: true });

/** The ?page query of the public role listing. */
export const publicRoleQuerySchema = objectSchema({
  page: fromQuery(pageNumberField().default(0)),
});

/** Only plain lower-case template file names: no path separators or dots beyond the extension, so no traversal. */
export const builderFileNamePattern = /^[a-z0-9-]+\.json$/;

/** GET /api/public/builder/?fileName= (§7): a form-builder template by file name. */
export const builderTemplateQuerySchema = objectSchema({
  fileName: z
    .string(readableErrors)
    .trim()
    .regex(builderFileNamePattern, { error: roleMessages.builderFileName }),
});

/** Path of GET /api/public/urlToken/{token}: a shareable link to a role. */
export const urlTokenParamsSchema = objectSchema({ token: tokenField() });
