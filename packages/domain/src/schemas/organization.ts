import { z } from 'zod';
import {
  countryBases,
  hiringManagerRoles,
  organizationStatuses,
  sortDirections,
  tiers,
} from '../enums/enumerations.ts';
import { epochSecondsSchema, idParamSchema, idRefSchema, idSchema, pageQuerySchema } from './common.ts';
import {
  booleanField,
  emailField,
  enumField,
  fieldLimits,
  integerField,
  keyedRecordField,
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
import { formConfigurationSchema } from './role.ts';
import { metricDefinitionSchema } from './scoring.ts';

export const organizationMessages = {
  subdomain: 'Use 2 to 40 lower-case letters, digits or hyphens, not starting or ending with a hyphen.',
  clientDomain: 'Enter a host name such as careers.example.com.',
  timezoneEntry: "Write each time zone as 'name;value'.",
  phone: 'Enter a valid phone number.',
  nothingToUpdate: 'Change at least one field.',
  code: 'Enter the 6-digit code we sent you.',
} as const;

/** Session timeout bounds in minutes. Decision: 1 minute to 24 hours. */
export const sessionTimeoutBounds = { min: 1, max: 1440 } as const;

/** Months an unsuccessful candidate's personal data is kept before it is anonymised; null keeps it. */
export const retentionMonthBounds = { min: 1, max: 120 } as const;

const subdomainPattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;
const hostnamePattern =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
// Digits with optional leading +, spaces, brackets and hyphens; 7 to 20 characters.
const phonePattern = /^\+?[0-9 ()-]{7,20}$/;
const timezoneEntryPattern = /^[^;]+;[^;]+$/;

/** An organisation's own subdomain (DNS label rules: no hyphen at either end). */
export const subdomainSchema = z
  .string(readableErrors)
  .trim()
  .min(1)
  .regex(subdomainPattern, { error: organizationMessages.subdomain });

/** A custom host name for the organisation, lower case. */
export const clientDomainSchema = z
  .string(readableErrors)
  .trim()
  .toLowerCase()
  .min(1)
  .regex(hostnamePattern, { error: organizationMessages.clientDomain });

/** A phone number as people type it. */
export const phoneSchema = z
  .string(readableErrors)
  .trim()
  .min(1)
  .regex(phonePattern, { error: organizationMessages.phone });

/**
 * Organisation-wide settings (§3). text holds values such as gtmId and switches for third-party tests;
 * textArrays holds lists such as timezones ('name;value') and roleTypes. Decision: views are on/off
 * switches and oauth is a map of text settings, as their contents are not shown.
 */
export const defaultConfigurationSchema = objectSchema({
  views: keyedRecordField(booleanField()).nullish(),
  text: keyedRecordField(stringField().max(fieldLimits.longText)).nullish(),
  textArrays: keyedRecordField(listField(stringField().max(fieldLimits.label), 0, 1000)).nullish(),
  oauth: keyedRecordField(stringField().max(fieldLimits.longText)).nullish(),
}).superRefine((configuration, context) => {
  for (const [index, entry] of (configuration.textArrays?.timezones ?? []).entries()) {
    if (!timezoneEntryPattern.test(entry)) {
      context.addIssue({
        code: 'custom',
        message: organizationMessages.timezoneEntry,
        path: ['textArrays', 'timezones', index],
      });
    }
  }
});
export type DefaultConfiguration = z.output<typeof defaultConfigurationSchema>;

/**
 * An organisation (§3). A missing countryBase counts as UK (resolved by the caller); the search flag hides
 * search only when it is exactly false. Decision: productType and colocatedCountries are text, as their
 * values are not shown.
 */
export const organizationSchema = objectSchema({
  id: idSchema,
  name: textField(),
  productType: optionalTextField(100),
  sector: idRefSchema.nullish(),
  tier: enumField(tiers).nullish(),
  rareContact: booleanField().nullish(),
  subdomain: subdomainSchema.nullish(),
  createdAt: epochSecondsSchema.nullish(),
  clientDomain: clientDomainSchema.nullish(),
  countryBase: enumField(countryBases).nullish(),
  metrics: listField(metricDefinitionSchema, 0, 200).nullish(),
  additionalLanguageSupport: listField(languageCodeField(), 0, 50).nullish(),
  colocatedCountries: listField(textField(100), 0, 300).nullish(),
  search: booleanField().nullish(),
  rareApplicationFormConfiguration: formConfigurationSchema.nullish(),
  defaultConfiguration: defaultConfigurationSchema.nullish(),
  sessionTimeout: integerField(sessionTimeoutBounds.min, sessionTimeoutBounds.max).nullish(),
  retentionMonths: integerField(retentionMonthBounds.min, retentionMonthBounds.max).nullish(),
  /** Whether it hires laterally (§3): it is offered the lateral report kinds too. */
  lateralHiring: booleanField().nullish(),
  /** Whether candidates may sign up on its own pages. */
  signup: booleanField().nullish(),
  status: enumField(organizationStatuses).nullish(),
});
export type Organization = z.output<typeof organizationSchema>;

const organizationFields = {
  name: textField(),
  productType: optionalTextField(100),
  sector: idRefSchema,
  tier: enumField(tiers),
  rareContact: booleanField().nullish(),
  subdomain: subdomainSchema,
  clientDomain: clientDomainSchema.nullish(),
  countryBase: enumField(countryBases),
  metrics: listField(metricDefinitionSchema, 0, 200).nullish(),
  additionalLanguageSupport: listField(languageCodeField(), 0, 50).nullish(),
  colocatedCountries: listField(textField(100), 0, 300).nullish(),
  search: booleanField().nullish(),
  rareApplicationFormConfiguration: formConfigurationSchema.nullish(),
  defaultConfiguration: defaultConfigurationSchema.nullish(),
  sessionTimeout: integerField(sessionTimeoutBounds.min, sessionTimeoutBounds.max).nullish(),
  retentionMonths: integerField(retentionMonthBounds.min, retentionMonthBounds.max).nullish(),
  lateralHiring: booleanField().nullish(),
  signup: booleanField().nullish(),
};

/** POST /organization (§7). Decision: a missing countryBase is stored as UK, the spec's reading of absence. */
export const organizationCreateSchema = objectSchema({
  ...organizationFields,
  countryBase: organizationFields.countryBase.default('UK'),
});
export type OrganizationCreate = z.output<typeof organizationCreateSchema>;

/** PUT /organization/{id} (§7): any subset of the create fields, or the status. Decision: an empty update is refused. */
export const organizationUpdateSchema = objectSchema({
  ...organizationFields,
  status: enumField(organizationStatuses),
})
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: organizationMessages.nothingToUpdate,
  });
export type OrganizationUpdate = z.output<typeof organizationUpdateSchema>;

/** POST /organization/{id}/user (§7): a hiring manager, standard or admin. */
export const organizationUserCreateSchema = objectSchema({
  email: emailField(),
  firstName: textField(),
  lastName: textField(),
  userType: enumField(hiringManagerRoles),
});
export type OrganizationUserCreate = z.output<typeof organizationUserCreateSchema>;

/** An organisation contact (§7 /organization/{id}/contacts). */
export const organizationContactSchema = objectSchema({
  name: textField(),
  email: emailField(),
  phone: phoneSchema.nullish(),
  role: optionalTextField(),
});
export type OrganizationContact = z.output<typeof organizationContactSchema>;

/** The columns the provider's client list sorts by. */
export const organizationSortColumns = [
  'name',
  'sector',
  'tier',
  'productType',
  'countryBase',
  'createdAt',
  'candidateCount',
] as const;
export type OrganizationSortColumn = (typeof organizationSortColumns)[number];

/**
 * GET /organization query (§7, §9): status ACTIVE and page 0 by default.
 * Decision: sorted by name ascending unless sortBy/orderBy say otherwise (the admin console's columns).
 */
export const organizationListQuerySchema = objectSchema({
  status: enumField(organizationStatuses).default('ACTIVE'),
  searchTerm: optionalTextField(),
  page: pageQuerySchema.shape.page,
  resultsPerPage: pageQuerySchema.shape.resultsPerPage,
  sortBy: enumField(organizationSortColumns).default('name'),
  orderBy: enumField(sortDirections).default('asc'),
});
export type OrganizationListQuery = z.output<typeof organizationListQuerySchema>;

/** Path of /organization/{id} and its sub-paths (authenticated). */
export const organizationParamsSchema = objectSchema({ id: idParamSchema });

/** Path of POST /organization/{id}/user/{userId}. */
export const organizationUserParamsSchema = objectSchema({ id: idParamSchema, userId: idParamSchema });

/** Path of POST /organization/{id}/contacts/{contactId}. */
export const organizationContactParamsSchema = objectSchema({ id: idParamSchema, contactId: idParamSchema });

/**
 * POST /organization/{id}/user/{userId} (§7): any subset of the add-user fields plus the rare-contact switch.
 * Decision: `active: false` deactivates a colleague (they can no longer sign in), `true` lets them back in.
 */
export const organizationUserUpdateSchema = organizationUserCreateSchema
  .pick({ firstName: true, lastName: true, userType: true })
  .extend({ rareContact: booleanField(), active: booleanField() })
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: organizationMessages.nothingToUpdate,
  });

/** Path of the public /organization/{id}/... calls: the organisation by id or subdomain. */
export const publicOrganizationParamsSchema = objectSchema({ id: organizationKeySchema });

/** Path of GET /organization/{id}/ctoken/{token} and /organization/{id}/token/{token} (careers and reviewer links). */
export const publicOrganizationTokenParamsSchema = objectSchema({
  id: organizationKeySchema,
  token: tokenField(),
});

/** Path of GET /organization/{id}/requestOtp/{email}: where to send a one-time code. */
export const organizationCodeRequestParamsSchema = objectSchema({
  id: organizationKeySchema,
  email: emailField(),
});

/** Path of GET /organization/{id}/checkOtp/{email}/{code}: the 6-digit code sent to that address. */
export const organizationCodeCheckParamsSchema = objectSchema({
  id: organizationKeySchema,
  email: emailField(),
  code: z
    .string(readableErrors)
    .trim()
    .regex(/^\d{6}$/, { error: organizationMessages.code }),
});
