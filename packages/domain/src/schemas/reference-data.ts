import { z } from 'zod';
import type { ReferenceDataType } from '../enums/enumerations.ts';
import { countryBases, referenceDataTypes } from '../enums/enumerations.ts';
import { invalidPostcodeMessage, isValidUkPostcode, normalizeUkPostcode } from '../validation/postcode.ts';
import { idParamSchema, idSchema } from './common.ts';
import {
  enumField,
  fieldLimits,
  fromQuery,
  integerField,
  keyedRecordField,
  languageCodeField,
  numberField,
  objectSchema,
  optionalTextField,
  readableErrors,
  stringField,
  textField,
} from './fields.ts';

export const referenceDataMessages = {
  universityId: 'Give a university id or its value, such as kings-college-london.',
  studyYear: 'Write the study year as 2024/25.',
  schoolCountryId: 'Give a country id or a two-letter country code such as GB.',
  tooManyAttributes: 'Give at most 50 attributes.',
  countryId: 'Use a country code such as GB or a country id.',
} as const;

/** One entry of a pick list, as every reference-data call answers. */
export type ReferenceItem = {
  id: number;
  value: string;
  label: string;
  attributes: Record<string, string | number | boolean | null>;
};

/** Lists kept per organisation (§3); ROLE is one too, as roles belong to an organisation. */
export const organizationReferenceDataTypes = [
  'DEPARTMENT',
  'ORGANIZATION_LOCATION',
  'ROLE_TYPE',
  'ROLE_LEVEL',
  'ORGANIZATION_EMAIL',
  'ROLE',
] as const;

/** Lists computed from other records (managers, organisations, the stage catalogue), never stored. */
export const computedReferenceDataTypes = ['USERS', 'CLIENTS', 'STAGE'] as const;

/** Stored lists served by their own calls (/data/schools, /data/modules, ...) rather than /data/type. */
export const catalogueReferenceDataTypes = [
  'UNIVERSITY',
  'SCHOOL',
  'SUBJECT',
  'MODULE',
  'GRADE_SYSTEM',
] as const;

export type ComputedReferenceDataType = (typeof computedReferenceDataTypes)[number];
export type StoredReferenceDataType =
  | Exclude<ReferenceDataType, ComputedReferenceDataType>
  | (typeof catalogueReferenceDataTypes)[number];

export function isComputedReferenceDataType(type: string): type is ComputedReferenceDataType {
  return (computedReferenceDataTypes as readonly string[]).includes(type);
}

export function isOrganizationReferenceDataType(type: string): boolean {
  return (organizationReferenceDataTypes as readonly string[]).includes(type);
}

function isStoredType(
  type: ReferenceDataType,
): type is Exclude<ReferenceDataType, ComputedReferenceDataType> {
  return !isComputedReferenceDataType(type);
}

/** Every list an admin may add an item to: the stored §3 types and the catalogue lists. */
export const storedReferenceDataTypes: readonly [StoredReferenceDataType, ...StoredReferenceDataType[]] = [
  ...catalogueReferenceDataTypes,
  ...referenceDataTypes.filter(isStoredType),
];

/** School stages of a qualification type: KS4 (to 16), KS5 (16 to 18), SECONDARY (Australia, Hong Kong). */
export const schoolFormTypes = ['KS4', 'KS5', 'SECONDARY'] as const;

const maxAttributes = 50;
const maxTermLength = 100;

/** A free-text filter from a query string; blank counts as absent. */
const termField = stringField()
  .trim()
  .max(maxTermLength)
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Path of GET /data/type/{type}. */
export const referenceDataTypeParamsSchema = objectSchema({ type: enumField(referenceDataTypes) });

/** Path of GET /organization/{id}/data/{type}. */
export const organizationReferenceDataParamsSchema = objectSchema({
  id: idParamSchema,
  type: enumField(referenceDataTypes),
});

/** Path of the admin POST /data/type/{type}: only stored lists take new items. */
export const referenceItemTypeParamsSchema = objectSchema({ type: enumField(storedReferenceDataTypes) });

/** Path of GET /data/organization/{id}/universities. */
export const organizationUniversitiesParamsSchema = objectSchema({ id: idParamSchema });

/** A search term (?term= on schools and universities). */
export const referenceTermQuerySchema = objectSchema({ term: termField });

/** ?search= of GET /organization/{id}/data/{type}, matched on value or label. */
export const organizationReferenceDataQuerySchema = objectSchema({ search: termField });

/**
 * GET /data/modules. Decision: universityId is a UNIVERSITY item's id or its value (the slug modules carry);
 * year is the year of the degree (1 to 10); studyYear the academic year as 2024/25.
 */
export const moduleQuerySchema = objectSchema({
  term: termField,
  year: fromQuery(integerField(1, 10).optional()),
  studyYear: stringField()
    .trim()
    .regex(/^\d{4}\/\d{2}$/, { error: referenceDataMessages.studyYear })
    .optional(),
  universityId: stringField()
    .trim()
    .toLowerCase()
    .max(fieldLimits.name)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: referenceDataMessages.universityId })
    .optional(),
});
export type ModuleQuery = z.output<typeof moduleQuerySchema>;

/** GET /data/schoolQualificationTypes. Decision: schoolCountryId is a COUNTRY item's id or its ISO code. */
export const schoolQualificationTypesQuerySchema = objectSchema({
  schoolCountryId: stringField()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2}|\d{1,9})$/, { error: referenceDataMessages.schoolCountryId })
    .optional(),
  schoolFormType: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    enumField(schoolFormTypes).optional(),
  ),
});
export type SchoolQualificationTypesQuery = z.output<typeof schoolQualificationTypesQuerySchema>;

const attributeValueSchema = z.union(
  [stringField().max(fieldLimits.longText), numberField(), z.boolean(readableErrors), z.null()],
  readableErrors,
);

/**
 * Body of the admin POST /data/type/{type}. organizationId names the organisation of an organisation list
 * (DEPARTMENT, ROLE_TYPE, ...) and is left out for a shared list.
 */
export const referenceItemCreateSchema = objectSchema({
  value: textField(fieldLimits.name),
  label: textField(fieldLimits.label),
  attributes: keyedRecordField(attributeValueSchema)
    .refine((attributes) => Object.keys(attributes).length <= maxAttributes, {
      error: referenceDataMessages.tooManyAttributes,
    })
    .default({}),
  organizationId: idSchema.nullish(),
});
export type ReferenceItemCreate = z.output<typeof referenceItemCreateSchema>;

/** GET /api/public/postCode/validation?postCode: a UK postcode, answered in its normal spelling. */
export const postcodeQuerySchema = objectSchema({
  postCode: stringField()
    .trim()
    .min(1)
    .max(16, { error: invalidPostcodeMessage })
    .refine((value) => value === '' || isValidUkPostcode(value), { error: invalidPostcodeMessage })
    .transform(normalizeUkPostcode),
});

/** GET /api/public/universities?term&countryBase&countryId: countryBase UK by default (§7). */
export const universitySearchQuerySchema = objectSchema({
  term: optionalTextField(100).transform((term) => term || undefined),
  countryBase: enumField(countryBases).default('UK'),
  countryId: stringField()
    .trim()
    .regex(/^(\d{1,9}|[A-Za-z]{2})$/, { error: referenceDataMessages.countryId })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/**
 * GET /api/public/translation?language. Decision: the language is optional; English is the source language,
 * so it (like any unknown one) maps to {}.
 */
export const translationQuerySchema = objectSchema({ language: languageCodeField().default('en') });
